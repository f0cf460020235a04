/**
 * One hook drives every sign-in screen through core's auth reducer (spec §4): requesting a code
 * sets isChecking then hasReceivedOtp (or error), signing in sets isAuthenticated (or error,
 * keeping the code step). After a sign-in it does what spec §2 asks: with redirect_uri, the
 * partner sign-on (a single-use code to the registered callback, never tokens in a URL); a
 * refused redirect forces logout; any other failure shows the error toast or 'Something went
 * wrong' and goes to the dashboard. Without redirect_uri, the destination goes to the host.
 */
import { useReducer } from 'react';
import { authReducer, INITIAL_AUTH_STATE } from '../../core/auth/auth-state';
import { OOPS_MESSAGE } from '../../core/errors/error-text';
import { useToast } from '../kit/toast';
import type { AuthAnswer, AuthSessionInfo, OtpSent } from './auth-api';
import { AUTH_TEXT } from './auth-text';
import type { AuthWidgetProps } from './props';
import type { AuthRoute } from './routes';

/** The text to show for a failed call: the server's, or 'Something went wrong'. */
export const failureText = (error: string) => (error === OOPS_MESSAGE ? AUTH_TEXT.somethingWentWrong : error);

/** The reducer's state and the three steps every screen is made of. */
export function useAuthFlow(props: AuthWidgetProps) {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);
  const toast = useToast();
  const fail = (error: string) => props.onError?.(failureText(error));
  const navigate = (route: AuthRoute) => props.links?.navigate?.(route);

  /** Step one: ask for a code. True when it was sent. */
  async function requestOtp(call: () => Promise<AuthAnswer<OtpSent>>): Promise<boolean> {
    dispatch({ type: 'login/started' });
    const sent = await call();
    if (sent.ok) {
      dispatch({ type: 'otp/sent' });
      toast.show(sent.data.message || AUTH_TEXT.otpSent, 'success');
      return true;
    }
    dispatch({ type: 'otp/failed', error: failureText(sent.error) });
    fail(sent.error);
    return false;
  }

  /** A code sent again: the same toast, the form stays on the code step. */
  async function resend(call: () => Promise<AuthAnswer<OtpSent>>): Promise<void> {
    const sent = await call();
    if (sent.ok) toast.show(sent.data.message || AUTH_TEXT.otpSent, 'success');
    else {
      dispatch({ type: 'otp/failed', error: failureText(sent.error) });
      fail(sent.error);
    }
  }

  /** The partner sign-on of spec §2 once signed in with redirect_uri. */
  async function partnerSignOn(redirectUri: string): Promise<void> {
    const code = await props.api.partnerCode({
      redirect_uri: redirectUri,
      ...(props.ecosystemUri ? { ecosystem_uri: props.ecosystemUri } : {}),
    });
    if (code.ok) {
      dispatch({ type: 'redirect/done' });
      (props.goTo ?? ((url: string) => window.location.assign(url)))(code.data.redirectTo);
      return;
    }
    toast.show(failureText(code.error), 'error');
    fail(code.error);
    if (code.logout) {
      await props.api.logout();
      dispatch({ type: 'logout' });
    } else {
      dispatch({ type: 'eco-login/failed', error: failureText(code.error) });
      navigate({ screen: 'dashboard', query: {} });
    }
  }

  /** Step two (or a password login): sign in (`created`: a new account), hand over, move on. */
  async function signIn(
    call: () => Promise<AuthAnswer<AuthSessionInfo>>,
    destination: AuthRoute = { screen: 'dashboard', query: {} },
    created = false,
  ): Promise<boolean> {
    dispatch({ type: 'login/started' });
    const answer = await call();
    if (!answer.ok) {
      dispatch({ type: 'login/failed', error: failureText(answer.error) });
      fail(answer.error);
      return false;
    }
    if (created) {
      dispatch({ type: 'registered' });
      props.onSignup?.({ session: answer.data });
    }
    dispatch({ type: 'login/succeeded', redirectPending: Boolean(props.redirectUri) });
    props.onLogin?.(answer.data);
    if (props.redirectUri) await partnerSignOn(props.redirectUri);
    else navigate(destination);
    return true;
  }

  return { state, dispatch, requestOtp, resend, signIn, partnerSignOn, toast, navigate, fail };
}

/** What `useAuthFlow` returns. */
export type AuthFlow = ReturnType<typeof useAuthFlow>;
