/**
 * Business registration (spec §2 /registerbusiness, §3 payload, §5), both variants in two
 * steps. Standard: business name, type (default Private Limited), industry type (default
 * eCommerce), mobile, optional email, passwords, referral; 'Generate OTP' then 'Register'.
 * Partner ('Create Your Account', when the page names an ecosystem): the personal/business
 * toggle (default personal) choosing the name or business fields, a required email, an
 * optional mobile, the 18-or-older box; 'Verify Email' then 'Create Account' with a code.
 * Registered with no redirect pending → the dashboard; with redirect_uri → partner sign-on.
 */
import { DEFAULT_BUSINESS_MASTER_CATEGORY, DEFAULT_BUSINESS_TYPE } from '../../core/validation/constants';
import { registerBusinessForm } from '../../core/validation/mini/forms';
import { defaultCountryCode } from '../../core/validation/sign-in-rules';
import { CheckboxField } from '../kit/choice-fields';
import { Form, SubmitButton } from '../kit/form';
import { useSchemaForm } from '../kit/use-schema-form';
import { AuthLink, OtpStep, ReferralField } from './auth-fields';
import { AuthShell, withToasts } from './auth-shell';
import { AUTH_TEXT } from './auth-text';
import { useEcosystem } from './ecosystem-brand';
import type { RegisterBusinessProps } from './props';
import { RegisterFields } from './register-business-fields';
import { carriedQuery } from './routes';
import { useAuthFlow } from './use-auth-flow';
import { useReferralCheck } from './use-referral-check';
import { visitorCountry } from './visitor-country';

function RegisterScreen(props: RegisterBusinessProps) {
  const partner = (props.variant ?? (props.ecosystemUri ? 'partner' : 'standard')) === 'partner';
  const flow = useAuthFlow(props);
  const ecosystem = useEcosystem(props.api, props.ecosystemUri);
  const sent = flow.state.hasReceivedOtp;
  const schemas = partner ? registerBusinessForm.partner : registerBusinessForm.standard;
  const form = useSchemaForm(sent ? schemas.submit : schemas.requestOtp, {
    defaultValues: {
      accountType: 'personal',
      first_name: '',
      last_name: '',
      business_name: '',
      business_type: DEFAULT_BUSINESS_TYPE,
      business_master_category: DEFAULT_BUSINESS_MASTER_CATEGORY,
      countryCode: defaultCountryCode(props.countryIso ?? visitorCountry()),
      mobile: '',
      email: '',
      password: '',
      confirmPassword: '',
      referred_by: props.referralCode?.toUpperCase() ?? '',
      ageConfirmed: false,
      otp: '',
    } as never,
  });
  const referral = useReferralCheck(props.api, form, 'referred_by', Boolean(props.referralCode));
  const accountType = partner ? (form.watch('accountType' as never) as unknown as string) : 'business';
  const ageConfirmed = form.watch('ageConfirmed' as never) as unknown as boolean;
  const payload = (v: Record<string, unknown>) => ({
    ...v,
    ...(partner && ecosystem?._id ? { ecosystem_id: ecosystem._id } : {}),
  });
  const onValid = async (v: Record<string, unknown>) => {
    if (sent) {
      const done = await flow.signIn(() => props.api.registerBusiness(payload(v)), undefined, true);
      if (done) flow.toast.show(AUTH_TEXT.registered, 'success');
      return;
    }
    if (!(await referral.check())) return;
    return flow.requestOtp(() => props.api.requestRegistrationOtp(payload(v)));
  };
  const resend = () =>
    flow.resend(() => {
      const v = form.getValues() as unknown as Record<string, string>;
      return props.api.resendOtp(
        partner
          ? { purpose: 'registration', email: v.email ?? '' }
          : { purpose: 'registration', mobile: v.mobile ?? '' },
      );
    });
  return (
    <AuthShell
      title={partner ? AUTH_TEXT.createYourAccount : AUTH_TEXT.registerTitle}
      ecosystem={ecosystem}
      showBrand={Boolean(props.ecosystemUri)}
      error={flow.state.error}
      links={
        <span>
          {AUTH_TEXT.haveAccount}{' '}
          <AuthLink route={{ screen: 'login', query: carriedQuery(props) }} links={props.links}>
            {AUTH_TEXT.login}
          </AuthLink>
        </span>
      }
    >
      <Form form={form} onValid={onValid} className="ispz-auth__form">
        <RegisterFields partner={partner} accountType={accountType} sent={sent} />
        <ReferralField
          name="referred_by"
          locked={sent || Boolean(props.referralCode)}
          checking={referral.checking}
          onCheck={() => void referral.check()}
        />
        {partner ? (
          <CheckboxField name="ageConfirmed" label={AUTH_TEXT.ageConfirmation} disabled={sent} />
        ) : null}
        {sent ? <OtpStep label={partner ? AUTH_TEXT.code : AUTH_TEXT.otp} onResend={resend} /> : null}
        <SubmitButton
          block
          pending={flow.state.isChecking || referral.checking}
          disabled={!sent && partner && ageConfirmed !== true}
        >
          {sent
            ? partner
              ? AUTH_TEXT.createAccount
              : AUTH_TEXT.register
            : partner
              ? AUTH_TEXT.verifyEmail
              : AUTH_TEXT.generateOtp}
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}

/**
 * The business registration widget; `variant="partner"` (or an ecosystem) is 'Create Your Account'.
 * @example <RegisterBusiness api={api} ecosystemUri="partner.example" redirectUri="https://partner.example/cb" />
 */
export const RegisterBusiness = withToasts(RegisterScreen, 'RegisterBusiness');
