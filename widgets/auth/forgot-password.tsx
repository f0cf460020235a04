/**
 * Forgot password (spec §2 /forgot-password, §5): the mobile variant ('Generate OTP' then
 * 'Submit') or the email variant ('Send Code' then 'Reset Password'), the email one when
 * redirect_uri names the partner (ubargain). Mobile or email, new password ('Minimum 8
 * characters') and its confirmation, then the code; every field validated on blur; 'Resend
 * OTP'. Success: 'Successfully Reset Password' and back to login keeping redirect_uri.
 */
import * as z from 'zod/mini';
import { SIGN_IN_FIELD_MESSAGES as M } from '../../core/validation/messages';
import { withPasswordConfirmation } from '../../core/validation/mini/field-kit';
import { confirmPasswordField, newPasswordField } from '../../core/validation/mini/fields';
import { forgotPasswordForm } from '../../core/validation/mini/forms';
import { FORGOT_PASSWORD_HINT, isUbargainEcosystem } from '../../core/validation/sign-in-rules';
import { Form, SubmitButton } from '../kit/form';
import { PasswordField } from '../kit/password-field';
import { TextField } from '../kit/text-field';
import { useSchemaForm } from '../kit/use-schema-form';
import { AuthLink, MobileFields, OtpStep } from './auth-fields';
import { AuthShell, withToasts } from './auth-shell';
import { AUTH_TEXT } from './auth-text';
import type { ForgotPasswordProps } from './props';
import { carriedQuery } from './routes';
import { failureText, useAuthFlow } from './use-auth-flow';

const passwords = { newPassword: newPasswordField, confirmPassword: confirmPasswordField };
const keys = { password: 'newPassword', confirm: 'confirmPassword' };

/** Step one checks the new passwords too (they are on screen), with the submit step's rules. */
const firstStep = {
  mobile: withPasswordConfirmation(
    z.object({ ...forgotPasswordForm.mobile.requestOtp.shape, ...passwords }),
    M.passwordsDoNotMatch,
    keys,
  ),
  email: withPasswordConfirmation(
    z.object({ ...forgotPasswordForm.email.requestOtp.shape, ...passwords }),
    M.passwordsDoNotMatch,
    keys,
  ),
};

const BUTTONS = {
  mobile: [AUTH_TEXT.generateOtp, AUTH_TEXT.submit],
  email: [AUTH_TEXT.sendCode, AUTH_TEXT.resetPassword],
} as const;

function ForgotPasswordScreen(props: ForgotPasswordProps) {
  const variant = props.variant ?? (isUbargainEcosystem(props.redirectUri) ? 'email' : 'mobile');
  const flow = useAuthFlow(props);
  const sent = flow.state.hasReceivedOtp;
  const form = useSchemaForm(sent ? forgotPasswordForm[variant].submit : firstStep[variant], {
    mode: 'onBlur',
    defaultValues: { mobile: '', email: '', newPassword: '', confirmPassword: '', otp: '' } as never,
  });
  const login = {
    screen: 'login',
    query: carriedQuery({ redirectUri: props.redirectUri, ecosystemUri: props.ecosystemUri }),
  } as const;
  const contact = (v: Record<string, string>) =>
    variant === 'email' ? { email: v.email ?? '' } : { mobile: v.mobile ?? '' };
  const onValid = async (v: Record<string, string>) => {
    if (!sent) return flow.requestOtp(() => props.api.requestResetOtp(contact(v)));
    flow.dispatch({ type: 'login/started' });
    const reset = await props.api.resetPassword({
      ...contact(v),
      otp: v.otp ?? '',
      newPassword: v.newPassword ?? '',
      confirmPassword: v.confirmPassword ?? '',
    });
    if (!reset.ok) {
      flow.dispatch({ type: 'otp/failed', error: failureText(reset.error) });
      flow.toast.show(AUTH_TEXT.resetFailed, 'error');
      flow.fail(reset.error);
      return;
    }
    flow.dispatch({ type: 'password-reset' });
    flow.toast.show(AUTH_TEXT.resetSucceeded, 'success');
    form.reset();
    flow.navigate(login);
  };
  const resend = () =>
    flow.resend(() =>
      props.api.resendOtp({
        purpose: 'reset',
        ...contact(form.getValues() as unknown as Record<string, string>),
      }),
    );
  return (
    <AuthShell
      title={AUTH_TEXT.forgotTitle}
      error={flow.state.error}
      links={
        <AuthLink route={login} links={props.links}>
          {AUTH_TEXT.backToLogin}
        </AuthLink>
      }
    >
      <Form form={form} onValid={onValid} className="ispz-auth__form">
        {variant === 'email' ? (
          <TextField name="email" label={AUTH_TEXT.email} type="email" autoComplete="email" readOnly={sent} />
        ) : (
          <MobileFields withCountry={false} locked={sent} />
        )}
        <PasswordField
          name="newPassword"
          label={AUTH_TEXT.newPassword}
          autoComplete="new-password"
          hint={FORGOT_PASSWORD_HINT}
        />
        <PasswordField
          name="confirmPassword"
          label={AUTH_TEXT.confirmNewPassword}
          autoComplete="new-password"
        />
        {sent ? (
          <OtpStep label={variant === 'email' ? AUTH_TEXT.code : AUTH_TEXT.otp} onResend={resend} />
        ) : null}
        <SubmitButton block pending={flow.state.isChecking}>
          {BUTTONS[variant][sent ? 1 : 0]}
        </SubmitButton>
      </Form>
    </AuthShell>
  );
}

/**
 * The forgot-password widget.
 * @example <ForgotPassword api={api} redirectUri={redirectUri} links={{ navigate }} />
 */
export const ForgotPassword = withToasts(ForgotPasswordScreen, 'ForgotPassword');
