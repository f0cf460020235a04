/**
 * The props of the six sign-in widgets. One base every widget shares (the API port, the page's
 * spec §2 query parameters, links and callbacks); each widget adds only what it alone needs.
 * The custom elements map their attributes onto these (`api-base` → `api`, `ecosystem` →
 * `ecosystemUri`, `redirect-uri` → `redirectUri`, `referral-code` → `referralCode`,
 * `login-mode` → `loginMode`).
 */
import type { AuthApi, AuthSessionInfo } from './auth-api';
import type { AuthLinks } from './routes';

/** What every sign-in widget takes. */
export interface AuthWidgetProps {
  /** The calls it makes (`authApiFromClient(session)` in production, a mock in stories). */
  readonly api: AuthApi;
  /** ecosystem_uri: the partner ecosystem's address (logo, banner, ubargain rules). */
  readonly ecosystemUri?: string;
  /** redirect_uri: the partner callback to return to with a single-use code. */
  readonly redirectUri?: string;
  /** referral_code from the URL: prefilled and locked. */
  readonly referralCode?: string;
  /**
   * How links and redirects become navigation; `links.navigate` also receives the destination
   * after a sign-in without redirect_uri (spec §2: dashboard, lender-actions, verify-mobile).
   */
  readonly links?: AuthLinks;
  /** Signed in (the element dispatches `ispz:login`). */
  readonly onLogin?: (session: AuthSessionInfo) => void;
  /** An account was created (sign-up, registration, social completion: `ispz:signup`), before `onLogin`. */
  readonly onSignup?: (detail: { readonly session: AuthSessionInfo | null }) => void;
  /** A refusal was shown (the element dispatches `ispz:error`). */
  readonly onError?: (message: string) => void;
  /** Where to send the browser for a partner sign-on (default `location.assign`). */
  readonly goTo?: (url: string) => void;
}

/** Login (spec §2 /login). */
export interface LoginProps extends AuthWidgetProps {
  /** loginMode: the email-OTP form instead of email/password. */
  readonly loginMode?: boolean;
  /** email: prefills the email-OTP form. */
  readonly email?: string;
  /** action and tapeName: where an email-OTP user lands (/lender-actions). */
  readonly action?: string;
  readonly tapeName?: string;
  /** tempUser: the user must verify a mobile next (/verify-mobile). */
  readonly tempUser?: boolean;
  /**
   * The host already holds a session (the site after a page load): with redirect_uri the
   * partner sign-on runs at once, without asking for the password again (spec §2).
   */
  readonly signedIn?: boolean;
}

/** Sign-up (spec §2 /signup). */
export interface SignupProps extends AuthWidgetProps {
  /** The visitor's ISO country, when the host knows it; else guessed from the browser. */
  readonly countryIso?: string;
}

/** Business registration (spec §2 /registerbusiness); `partner` is 'Create Your Account'. */
export interface RegisterBusinessProps extends AuthWidgetProps {
  readonly variant?: 'standard' | 'partner';
  readonly countryIso?: string;
}

/** Forgot password; the email variant when redirect_uri names the partner (spec §2). */
export interface ForgotPasswordProps extends AuthWidgetProps {
  readonly variant?: 'mobile' | 'email';
}

/** Verify mobile (spec §2 /verify-mobile). */
export interface VerifyMobileProps extends AuthWidgetProps {
  readonly mobile?: string;
}

/** Social-media completion: `stateKey` is the route state's key; without it, back to login. */
export interface SocialCompletionProps extends AuthWidgetProps {
  readonly stateKey?: string | null;
  readonly countryIso?: string;
}
