/**
 * The client's auth state under spec §3's names, and its transitions (spec §4 "Auth"): login
 * start sets isChecking; success sets isAuthenticated (the client stores the tokens); ecosystem
 * login success sets isEcoAuthenticated; failure clears the session; logout clears everything;
 * an OTP sent sets hasReceivedOtp; an OTP failure sets error. Pure, so the widgets and the site
 * share one reducer with the server's vocabulary.
 */
export interface AuthState {
  readonly isAuthenticated: boolean;
  readonly isEcoAuthenticated: boolean;
  readonly error: string | null;
  readonly ecoError: string | null;
  readonly hasReceivedOtp: boolean;
  readonly isChecking: boolean;
  /** A partner redirect is pending after login (spec §2 /login with redirect_uri). */
  readonly shouldRedirect: boolean;
  readonly hasRegistered: boolean;
  readonly hasResetPassword: boolean;
}

export const INITIAL_AUTH_STATE: AuthState = {
  isAuthenticated: false,
  isEcoAuthenticated: false,
  error: null,
  ecoError: null,
  hasReceivedOtp: false,
  isChecking: false,
  shouldRedirect: false,
  hasRegistered: false,
  hasResetPassword: false,
};

export type AuthEvent =
  | { readonly type: 'login/started' }
  | { readonly type: 'login/succeeded'; readonly redirectPending?: boolean }
  | { readonly type: 'login/failed'; readonly error: string }
  | { readonly type: 'eco-login/succeeded' }
  | { readonly type: 'eco-login/failed'; readonly error: string }
  | { readonly type: 'otp/sent' }
  | { readonly type: 'otp/failed'; readonly error: string }
  | { readonly type: 'registered' }
  | { readonly type: 'password-reset' }
  | { readonly type: 'redirect/done' }
  | { readonly type: 'logout' };

/** The state after `event`. */
export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'login/started':
      return { ...state, isChecking: true, error: null };
    case 'login/succeeded':
      return {
        ...state,
        isChecking: false,
        isAuthenticated: true,
        error: null,
        shouldRedirect: event.redirectPending ?? false,
      };
    case 'login/failed':
      return { ...INITIAL_AUTH_STATE, hasReceivedOtp: state.hasReceivedOtp, error: event.error };
    case 'eco-login/succeeded':
      return { ...state, isChecking: false, isEcoAuthenticated: true, ecoError: null };
    case 'eco-login/failed':
      return { ...state, isChecking: false, isEcoAuthenticated: false, ecoError: event.error };
    case 'otp/sent':
      return { ...state, isChecking: false, hasReceivedOtp: true, error: null };
    case 'otp/failed':
      return { ...state, isChecking: false, error: event.error };
    case 'registered':
      return { ...state, isChecking: false, hasRegistered: true, error: null };
    case 'password-reset':
      return { ...state, isChecking: false, hasResetPassword: true, hasReceivedOtp: false, error: null };
    case 'redirect/done':
      return { ...state, shouldRedirect: false };
    case 'logout':
      return INITIAL_AUTH_STATE;
  }
}
