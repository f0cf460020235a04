/**
 * The calls the sign-in family makes, as one small port. Widgets never build URLs or read
 * HTTP statuses themselves: `authApiFromClient` (auth-api-client.ts) implements this port over
 * the generated API client and session layer, and stories pass a mocked one. Every answer is
 * an `AuthAnswer`, so a refusal carries the text to show (spec §8's error-text helper).
 */
import type { SessionSnapshot, SessionUser } from '../api';

/** Who signed in: the token's public contents (spec §3: user_id, role, login_mode). */
export type AuthUser = SessionUser;

/**
 * The signed-in session a widget hands to its host (`onLogin`, the `ispz:login` event): the
 * session layer's snapshot of the server's token answer (spec §3). The page that embeds the
 * widget runs it, so it already holds these in memory; they never go into a URL or storage.
 */
export type AuthSessionInfo = SessionSnapshot;

/** An answer: the data, or the one-line text of the refusal (spec §8) and its status. */
export type AuthAnswer<T> =
  | { readonly ok: true; readonly data: T }
  | {
      readonly ok: false;
      readonly error: string;
      readonly status?: number;
      /** The server ended the session (a refused partner redirect, spec §2). */
      readonly logout?: boolean;
    };

/** 'OTP sent successfully' and when the code stops working. */
export interface OtpSent {
  readonly message: string;
  readonly expiresAt?: string;
}

/** An ecosystem's public profile (spec §3), with its pictures as loadable URLs. */
export interface EcosystemProfile {
  readonly _id: string;
  readonly ecosystem_name: string;
  readonly ecosystem_url: string;
  readonly logoUrl: string | null;
  readonly bannerUrls: readonly string[];
}

/** Which one-time code to send again (the server's purposes). */
export type OtpPurpose = 'login' | 'signup' | 'registration' | 'reset' | 'social';

/** A mobile number or an email address, whichever the form names. */
export type Contact = { readonly mobile: string } | { readonly email: string };

/** Every call of the sign-in family (paths in adapters/http/auth/README.md). */
export interface AuthApi {
  /** POST /auth/login. */
  login(body: {
    username: string;
    password: string;
    ecosystemId?: string;
  }): Promise<AuthAnswer<AuthSessionInfo>>;
  /** POST /auth/sendotp — the login code. */
  sendLoginOtp(body: Contact & { ecosystemId?: string }): Promise<AuthAnswer<OtpSent>>;
  /** POST /auth/login/otp. */
  loginWithOtp(body: Contact & { otp: string }): Promise<AuthAnswer<AuthSessionInfo>>;
  /** POST /auth/verify/otp — confirms a mobile and signs in. */
  verifyMobile(body: { mobile: string; otp: string }): Promise<AuthAnswer<AuthSessionInfo>>;
  /** POST /auth/resend/otp. */
  resendOtp(body: Contact & { purpose: OtpPurpose }): Promise<AuthAnswer<OtpSent>>;
  /** POST /auth/signup/otp, then POST /auth/signup with the code. */
  requestSignupOtp(body: Readonly<Record<string, unknown>>): Promise<AuthAnswer<OtpSent>>;
  signup(body: Readonly<Record<string, unknown>>): Promise<AuthAnswer<AuthSessionInfo>>;
  /** POST /auth/register/business/otp, then POST /auth/register/business. */
  requestRegistrationOtp(body: Readonly<Record<string, unknown>>): Promise<AuthAnswer<OtpSent>>;
  registerBusiness(body: Readonly<Record<string, unknown>>): Promise<AuthAnswer<AuthSessionInfo>>;
  /** POST /auth/password/reset/otp, then POST /auth/password/reset. */
  requestResetOtp(body: Contact): Promise<AuthAnswer<OtpSent>>;
  resetPassword(
    body: Contact & { otp: string; newPassword: string; confirmPassword: string },
  ): Promise<AuthAnswer<{ message: string }>>;
  /** POST /auth/social/otp, then POST /auth/social/complete. */
  requestSocialOtp(body: {
    mobile_no: string;
    countryCode: string;
    key: string;
    referral_code?: string;
  }): Promise<AuthAnswer<OtpSent>>;
  completeSocial(body: { mobile: string; otp: string }): Promise<AuthAnswer<AuthSessionInfo>>;
  /** GET /users/validate/referralCode?code= (upper-cased); any failure counts as invalid. */
  validateReferralCode(code: string): Promise<boolean>;
  /** GET /businesses/ecosystem?eco_url= with get_image URLs; null when it cannot be had. */
  ecosystem(ecoUrl: string): Promise<EcosystemProfile | null>;
  /** POST /auth/ecosystem/code — where to send the browser (a single-use code, never tokens). */
  partnerCode(body: {
    redirect_uri: string;
    ecosystem_uri?: string;
  }): Promise<AuthAnswer<{ redirectTo: string }>>;
  /** POST /auth/logout and forget the tokens. */
  logout(): Promise<void>;
}
