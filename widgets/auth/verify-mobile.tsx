/**
 * Verify mobile (spec §2 /verify-mobile, where a tempUser lands after login): the mobile,
 * 'Generate OTP', then the 5-digit code and 'Verify' (`POST /auth/verify/otp`), which signs
 * in with a confirmed number and goes on like a login; 'Back to login' like the other screens.
 */
import { loginForm } from '../../core/validation/mini/forms';
import { Form, SubmitButton } from '../kit/form';
import { useSchemaForm } from '../kit/use-schema-form';
import { AuthLink, MobileFields, OtpStep } from './auth-fields';
import { AuthShell, withToasts } from './auth-shell';
import { AUTH_TEXT } from './auth-text';
import type { VerifyMobileProps } from './props';
import { carriedQuery } from './routes';
import { useAuthFlow } from './use-auth-flow';

function VerifyMobileScreen(props: VerifyMobileProps) {
  const flow = useAuthFlow(props);
  const sent = flow.state.hasReceivedOtp;
  const form = useSchemaForm(sent ? loginForm.mobileOtp.submit : loginForm.mobileOtp.requestOtp, {
    defaultValues: { mobile: props.mobile ?? '', otp: '' } as never,
  });
  const onValid = (v: { mobile: string; otp?: string }) =>
    sent
      ? flow.signIn(() => props.api.verifyMobile({ mobile: v.mobile, otp: v.otp ?? '' }))
      : flow.requestOtp(() => props.api.sendLoginOtp({ mobile: v.mobile }));
  const resend = () =>
    flow.resend(() =>
      props.api.resendOtp({ purpose: 'login', mobile: String(form.getValues('mobile' as never)) }),
    );
  return (
    <AuthShell
      title={AUTH_TEXT.verifyTitle}
      error={flow.state.error}
      links={
        <AuthLink route={{ screen: 'login', query: carriedQuery(props) }} links={props.links}>
          {AUTH_TEXT.backToLogin}
        </AuthLink>
      }
    >
      <Form form={form} onValid={onValid} className="ispz-auth__form">
        <MobileFields withCountry={false} locked={sent} />
        {sent ? <OtpStep onResend={resend} /> : null}
        <SubmitButton block pending={flow.state.isChecking}>
          {sent ? AUTH_TEXT.verify : AUTH_TEXT.generateOtp}
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}

/**
 * The verify-mobile widget.
 * @example <VerifyMobile api={api} mobile="9876543210" onLogin={…} />
 */
export const VerifyMobile = withToasts(VerifyMobileScreen, 'VerifyMobile');
