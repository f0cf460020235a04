/**
 * Sign-up (spec §2 /signup, §3 signup payload, §4, §5) in two steps: the details, 'Generate
 * OTP', then the code. The referral code is upper-cased, checked by the server (Generate OTP
 * waits for it; a failure is 'Referral code is invalid') and locked once the code is sent or
 * when it came from the URL. The ubargain ecosystem adds 'I confirm that I am 18 years or
 * older', which must be ticked before Generate OTP is enabled. The country code starts on the
 * visitor's country (visitor-country.ts), +91 when unknown.
 */

import { signupFormFor } from '../../core/validation/mini/forms';
import { defaultCountryCode, isUbargainEcosystem, PASSWORD_HINT } from '../../core/validation/sign-in-rules';
import { CheckboxField } from '../kit/choice-fields';
import { Form, SubmitButton } from '../kit/form';
import { PasswordField } from '../kit/password-field';
import { TextField } from '../kit/text-field';
import { useSchemaForm } from '../kit/use-schema-form';
import { AuthLink, MobileFields, OtpStep, ReferralField } from './auth-fields';
import { AuthShell, withToasts } from './auth-shell';
import { AUTH_TEXT } from './auth-text';
import { useEcosystem } from './ecosystem-brand';
import type { SignupProps } from './props';
import { carriedQuery } from './routes';
import { useAuthFlow } from './use-auth-flow';
import { useReferralCheck } from './use-referral-check';
import { visitorCountry } from './visitor-country';

function SignupScreen(props: SignupProps) {
  const flow = useAuthFlow(props);
  const ecosystem = useEcosystem(props.api, props.ecosystemUri);
  const ageGated = isUbargainEcosystem(props.ecosystemUri);
  const sent = flow.state.hasReceivedOtp;
  const schemas = signupFormFor(props.ecosystemUri);
  const form = useSchemaForm(sent ? schemas.submit : schemas.requestOtp, {
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      password: '',
      countryCode: defaultCountryCode(props.countryIso ?? visitorCountry()),
      mobile: '',
      referred_by: props.referralCode?.toUpperCase() ?? '',
      ...(ageGated ? { ageConfirmed: false } : {}),
      otp: '',
    } as never,
  });
  const referral = useReferralCheck(props.api, form, 'referred_by', Boolean(props.referralCode));
  const ageConfirmed = form.watch('ageConfirmed' as never) as unknown as boolean | undefined;
  const payload = (v: Record<string, unknown>) => ({
    ...v,
    ...(ecosystem?._id ? { ecosystem_id: ecosystem._id } : {}),
  });
  const onValid = async (v: Record<string, unknown>) => {
    if (sent) return flow.signIn(() => props.api.signup(payload(v)), undefined, true);
    if (!(await referral.check())) return;
    return flow.requestOtp(() => props.api.requestSignupOtp(payload(v)));
  };
  const resend = () =>
    flow.resend(() => {
      // The ubargain sign-up code goes to the email, every other one to the mobile.
      const to = ageGated ? 'email' : 'mobile';
      const value = String(form.getValues(to as never));
      return props.api.resendOtp(
        to === 'email' ? { purpose: 'signup', email: value } : { purpose: 'signup', mobile: value },
      );
    });
  const query = carriedQuery(props);
  return (
    <AuthShell
      title={AUTH_TEXT.signupTitle}
      ecosystem={ecosystem}
      showBrand={Boolean(props.ecosystemUri)}
      error={flow.state.error}
      links={
        <>
          <span>
            {AUTH_TEXT.haveAccount}{' '}
            <AuthLink route={{ screen: 'login', query }} links={props.links}>
              {AUTH_TEXT.login}
            </AuthLink>
          </span>
          <AuthLink route={{ screen: 'terms', query: {} }} links={props.links}>
            {AUTH_TEXT.terms}
          </AuthLink>
        </>
      }
    >
      <Form form={form} onValid={onValid} className="ispz-auth__form">
        <fieldset className="ispz-auth__fields" disabled={sent}>
          <div className="ispz-auth__row">
            <TextField name="firstname" label={AUTH_TEXT.firstName} autoComplete="given-name" />
            <TextField name="lastname" label={AUTH_TEXT.lastName} autoComplete="family-name" />
          </div>
          <TextField name="email" label={AUTH_TEXT.emailOptional} type="email" autoComplete="email" />
          <PasswordField
            name="password"
            label={AUTH_TEXT.password}
            autoComplete="new-password"
            hint={PASSWORD_HINT}
          />
          <MobileFields locked={sent} />
        </fieldset>
        <ReferralField
          name="referred_by"
          locked={sent || Boolean(props.referralCode)}
          checking={referral.checking}
          onCheck={() => void referral.check()}
        />
        {ageGated ? (
          <CheckboxField name="ageConfirmed" label={AUTH_TEXT.ageConfirmation} disabled={sent} />
        ) : null}
        {sent ? <OtpStep onResend={resend} /> : null}
        <SubmitButton
          block
          pending={flow.state.isChecking || referral.checking}
          disabled={!sent && ageGated && ageConfirmed !== true}
        >
          {sent ? AUTH_TEXT.signUp : AUTH_TEXT.generateOtp}
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}

/**
 * The sign-up widget.
 * @example <Signup api={api} ecosystemUri="ubargain.example" referralCode="AB12" />
 */
export const Signup = withToasts(SignupScreen, 'Signup');
