/**
 * Social-media completion (spec §2, §3, §5): 'Please enter your mobile number to complete
 * registration'. It needs the route state's key; without one the visitor goes to login. Country
 * code, mobile, optional referral code → 'Generate OTP' (`mobile_no, countryCode, key` with the
 * key's quotes removed, `referral_code`), then the code and 'Login' (`mobile, otp`).
 */
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { socialCompletionForm } from '../../core/validation/mini/forms';
import { defaultCountryCode } from '../../core/validation/sign-in-rules';
import { Form, SubmitButton } from '../kit/form';
import { useSchemaForm } from '../kit/use-schema-form';
import { AuthLink, MobileFields, OtpStep, ReferralField } from './auth-fields';
import { AuthShell, withToasts } from './auth-shell';
import { AUTH_TEXT } from './auth-text';
import type { SocialCompletionProps } from './props';
import { carriedQuery } from './routes';
import { useAuthFlow } from './use-auth-flow';
import { useReferralCheck } from './use-referral-check';
import { visitorCountry } from './visitor-country';

/** The code step reads the form's `mobile_no` as the verify payload's `mobile`. */
const codeStep = z.pipe(
  z.transform((v: { mobile_no?: unknown; otp?: unknown }) => ({ mobile: v.mobile_no, otp: v.otp })),
  socialCompletionForm.submit,
);

function SocialCompletionScreen(props: SocialCompletionProps) {
  const flow = useAuthFlow(props);
  const key = props.stateKey?.replace(/"/g, '') ?? '';
  const login = { screen: 'login', query: carriedQuery(props) } as const;
  const sent = flow.state.hasReceivedOtp;
  const form = useSchemaForm(sent ? codeStep : socialCompletionForm.requestOtp, {
    defaultValues: {
      countryCode: defaultCountryCode(props.countryIso ?? visitorCountry()),
      mobile_no: '',
      referral_code: props.referralCode?.toUpperCase() ?? '',
      otp: '',
    } as never,
  });
  const referral = useReferralCheck(props.api, form, 'referral_code', Boolean(props.referralCode));
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the screen opens
  useEffect(() => {
    if (!key) flow.navigate(login);
  }, []);
  const onValid = async (v: Record<string, string>) => {
    if (sent)
      return flow.signIn(
        () => props.api.completeSocial({ mobile: v.mobile ?? '', otp: v.otp ?? '' }),
        undefined,
        true,
      );
    if (!(await referral.check())) return;
    return flow.requestOtp(() =>
      props.api.requestSocialOtp({
        mobile_no: v.mobile_no ?? '',
        countryCode: v.countryCode ?? '',
        key,
        ...(v.referral_code ? { referral_code: v.referral_code } : {}),
      }),
    );
  };
  const resend = () =>
    flow.resend(() =>
      props.api.resendOtp({ purpose: 'social', mobile: String(form.getValues('mobile_no' as never)) }),
    );
  const back = (
    <AuthLink route={login} links={props.links}>
      {AUTH_TEXT.backToLogin}
    </AuthLink>
  );
  if (!key)
    return (
      <AuthShell title={AUTH_TEXT.socialTitle} links={back}>
        {null}
      </AuthShell>
    );
  return (
    <AuthShell
      title={AUTH_TEXT.socialTitle}
      prompt={AUTH_TEXT.socialPrompt}
      error={flow.state.error}
      links={back}
    >
      <Form form={form} onValid={onValid} className="ispz-auth__form">
        <MobileFields name="mobile_no" locked={sent} />
        <ReferralField
          name="referral_code"
          locked={sent || Boolean(props.referralCode)}
          checking={referral.checking}
          onCheck={() => void referral.check()}
        />
        {sent ? <OtpStep onResend={resend} /> : null}
        <SubmitButton block pending={flow.state.isChecking || referral.checking}>
          {sent ? AUTH_TEXT.login : AUTH_TEXT.generateOtp}
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}

/**
 * The social-completion widget; `stateKey` is the key the social sign-in left in the route state.
 * @example <SocialCompletion api={api} stateKey={location.state?.key} links={{ navigate }} />
 */
export const SocialCompletion = withToasts(SocialCompletionScreen, 'SocialCompletion');
