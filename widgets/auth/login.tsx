/**
 * Login (spec §2 /login, §5 Login): email/password by default with a link to mobile + OTP;
 * the email-OTP form with `loginMode`. The identifier is 'Email or Mobile', only 'Email' for a
 * ubargain ecosystem or redirect. Forgot password, Sign up and Register Here pass
 * redirect_uri, ecosystem_uri and referral_code on; the Terms link is under the form. After
 * login: `onLogin`, then the partner sign-on with redirect_uri, else spec §2's destination.
 */
import { useEffect, useState } from 'react';
import { loginDestination } from '../../core/auth/login-destination';
import { loginForm } from '../../core/validation/mini/forms';
import { isUbargainEcosystem } from '../../core/validation/sign-in-rules';
import { Form, SubmitButton } from '../kit/form';
import { PasswordField } from '../kit/password-field';
import { TextField } from '../kit/text-field';
import { useSchemaForm } from '../kit/use-schema-form';
import { AuthLink, MobileFields, OtpStep } from './auth-fields';
import { AuthShell, withToasts } from './auth-shell';
import { AUTH_TEXT } from './auth-text';
import { useEcosystem } from './ecosystem-brand';
import type { LoginProps } from './props';
import { carriedQuery } from './routes';
import { type AuthFlow, useAuthFlow } from './use-auth-flow';

type Mode = 'password' | 'mobileOtp' | 'emailOtp';
interface FormProps extends LoginProps {
  readonly flow: AuthFlow;
  readonly ecosystemId: string | undefined;
}

function PasswordLogin(props: FormProps & { ubargain: boolean }) {
  const form = useSchemaForm(props.ubargain ? loginForm.ubargainPassword : loginForm.password, {
    defaultValues: { username: '', password: '' },
  });
  const onValid = (v: { username: string; password: string }) =>
    props.flow.signIn(
      () => props.api.login({ ...v, ...(props.ecosystemId ? { ecosystemId: props.ecosystemId } : {}) }),
      loginDestination(props),
    );
  return (
    <Form form={form} onValid={onValid} className="ispz-auth__form">
      <TextField
        name="username"
        label={props.ubargain ? AUTH_TEXT.email : AUTH_TEXT.emailOrMobile}
        autoComplete="username"
        block={{ space: true }}
      />
      <PasswordField name="password" label={AUTH_TEXT.password} />
      <SubmitButton block>{AUTH_TEXT.login}</SubmitButton>
    </Form>
  );
}

function OtpLogin(props: FormProps & { channel: 'mobile' | 'email' }) {
  const { flow, channel, api } = props;
  const sent = flow.state.hasReceivedOtp;
  const schemas = channel === 'email' ? loginForm.emailOtp : loginForm.mobileOtp;
  const form = useSchemaForm(sent ? schemas.submit : schemas.requestOtp, {
    defaultValues: (channel === 'email'
      ? { email: props.email ?? '', otp: '' }
      : { mobile: '', otp: '' }) as never,
  });
  const contact = (v: Record<string, string>) =>
    channel === 'email' ? { email: v.email ?? '' } : { mobile: v.mobile ?? '' };
  const onValid = (v: Record<string, string>) =>
    sent
      ? flow.signIn(() => api.loginWithOtp({ ...contact(v), otp: v.otp ?? '' }), loginDestination(props))
      : flow.requestOtp(() =>
          api.sendLoginOtp({
            ...contact(v),
            ...(props.ecosystemId ? { ecosystemId: props.ecosystemId } : {}),
          }),
        );
  const resend = () =>
    flow.resend(() =>
      api.resendOtp({ purpose: 'login', ...contact(form.getValues() as Record<string, string>) }),
    );
  return (
    <Form form={form} onValid={onValid} className="ispz-auth__form">
      {channel === 'email' ? (
        <TextField name="email" label={AUTH_TEXT.email} type="email" autoComplete="email" readOnly={sent} />
      ) : (
        <MobileFields withCountry={false} locked={sent} />
      )}
      {sent ? <OtpStep onResend={resend} /> : null}
      <SubmitButton block pending={flow.state.isChecking}>
        {sent ? AUTH_TEXT.login : AUTH_TEXT.generateOtp}
      </SubmitButton>
    </Form>
  );
}

function LoginScreen(props: LoginProps) {
  const [mode, setMode] = useState<Mode>(props.loginMode ? 'emailOtp' : 'password');
  const flow = useAuthFlow(props);
  const ecosystem = useEcosystem(props.api, props.ecosystemUri);
  const ubargain = isUbargainEcosystem(props.ecosystemUri) || isUbargainEcosystem(props.redirectUri);
  const query = carriedQuery(props);
  const switchMode = () => {
    flow.dispatch({ type: 'logout' });
    setMode(mode === 'password' ? 'mobileOtp' : 'password');
  };
  const common = { ...props, flow, ecosystemId: ecosystem?._id };
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, when the screen opens
  useEffect(() => {
    if (props.signedIn && props.redirectUri) void flow.partnerSignOn(props.redirectUri);
  }, []);
  return (
    <AuthShell
      title={AUTH_TEXT.loginTitle}
      ecosystem={ecosystem}
      showBrand={Boolean(props.ecosystemUri)}
      error={flow.state.error}
      links={
        <>
          <span className="ispz-auth__link-group">
            {mode === 'emailOtp' || ubargain ? null : (
              <button type="button" className="ispz-link" onClick={switchMode}>
                {mode === 'password' ? AUTH_TEXT.useMobileOtp : AUTH_TEXT.usePassword}
              </button>
            )}
            <AuthLink route={{ screen: 'forgot-password', query }} links={props.links}>
              {AUTH_TEXT.forgotPassword}
            </AuthLink>
          </span>
          <span className="ispz-auth__link-group">
            <AuthLink route={{ screen: 'signup', query }} links={props.links}>
              {AUTH_TEXT.signUp}
            </AuthLink>
            <AuthLink route={{ screen: 'register-business', query }} links={props.links}>
              {AUTH_TEXT.registerHere}
            </AuthLink>
          </span>
          <span className="ispz-auth__link-group ispz-auth__legal">
            <AuthLink route={{ screen: 'terms', query: {} }} links={props.links}>
              {AUTH_TEXT.terms}
            </AuthLink>
          </span>
        </>
      }
    >
      {mode === 'password' ? (
        <PasswordLogin {...common} ubargain={ubargain} />
      ) : (
        <OtpLogin key={mode} {...common} channel={mode === 'emailOtp' ? 'email' : 'mobile'} />
      )}
    </AuthShell>
  );
}

/**
 * The login widget.
 * @example <Login api={api} redirectUri="https://partner.example/cb" onLogin={(s) => …} />
 */
export const Login = withToasts(LoginScreen, 'Login');
