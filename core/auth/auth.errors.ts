import { type DomainError, domainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { VALIDATION_MESSAGES } from '../validation/messages';

/**
 * The refusals of the auth area. Texts the spec gives come from core/errors/messages.ts;
 * where the spec has none, a short sentence is kept here. Wrong credentials are `invalid`, not
 * `unauthenticated`: clients treat a 401 as an expired session (spec §7) and log out.
 */
export const AUTH_TEXT = {
  invalidCredentials: 'Invalid username or password',
  tooManyOtpRequests: 'Too many OTP requests. Please try again later.',
  throttled: (wait: string) => `Too many failed attempts. Please try again in ${wait}.`,
  throttleNotice: (platform: string, method: 'password' | 'otp') => ({
    subject: `Failed sign-ins to your ${platform} account`,
    body:
      `Someone has entered a wrong ${method === 'password' ? 'password' : 'code'} for your ${platform} account several times. ` +
      'Sign-ins from new places are slowed down for now; where you have signed in before, you can sign in as usual. ' +
      'If it was not you, consider changing your password.',
  }),
  xsrf: 'Your security token is missing or out of date. Please reload the page.',
  ageNotConfirmed: VALIDATION_MESSAGES.ageConfirmationRequired,
  emailOnly: 'Please log in with your email address.',
  /** spec §5 email-OTP form text; the form schema in core/validation carries the same words. */
  emailRequired: VALIDATION_MESSAGES.emailRequired,
  accountExists: 'An account with this email or mobile number already exists.',
  ecosystemNotFound: 'Ecosystem not found.',
  notMember: 'You are not a member of this business.',
  redirectNotAllowed: 'This redirect address is not allowed.',
  ssoCodeInvalid: 'The sign-in code is invalid or has expired.',
  ssoClientInvalid: 'The partner credentials are invalid.',
  socialKeyInvalid: 'Your sign-in has expired. Please sign in again.',
  partnerSession:
    'A partner’s session cannot change the account or its context. Please sign in to the platform.',
} as const;

const e = domainError;

const waitSeconds = (until: string, now: Date) =>
  Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000));

/** '5 seconds', '1 minute', '15 minutes': the wait until `until`, rounded up. */
function waitText(until: string, now: Date): string {
  const seconds = waitSeconds(until, now);
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Constructors of every auth refusal, by stable code. */
export const authErrors = {
  invalidInput: (issues: readonly { path: string; message: string }[]): DomainError =>
    e('invalid', 'AUTH.INVALID_INPUT', MESSAGES.invalidRequest, { issues }),
  invalidCredentials: () => e('invalid', 'AUTH.INVALID_CREDENTIALS', AUTH_TEXT.invalidCredentials),
  invalidOtp: () => e('invalid', 'AUTH.OTP_INVALID', MESSAGES.invalidOtp),
  tooManyOtpRequests: () => e('too_many_requests', 'AUTH.OTP_SEND_LIMIT', AUTH_TEXT.tooManyOtpRequests),
  /** Too many failures from this source (or at this account from new sources): wait until `until`. */
  throttled: (until: string, now: Date) =>
    e('too_many_requests', 'AUTH.THROTTLED', AUTH_TEXT.throttled(waitText(until, now)), {
      retryAfter: until,
      retryAfterSeconds: waitSeconds(until, now),
    }),
  tokenExpired: () => e('unauthenticated', 'AUTH.TOKEN_EXPIRED', MESSAGES.sessionExpired),
  tokenInvalid: () => e('unauthenticated', 'AUTH.TOKEN_INVALID', MESSAGES.sessionExpired),
  sessionRevoked: () => e('unauthenticated', 'AUTH.SESSION_REVOKED', MESSAGES.sessionExpired),
  refreshInvalid: () => e('unauthenticated', 'AUTH.REFRESH_INVALID', MESSAGES.sessionExpired),
  refreshReused: () => e('unauthenticated', 'AUTH.REFRESH_REUSED', MESSAGES.sessionExpired),
  xsrf: () => e('forbidden', 'AUTH.XSRF_INVALID', AUTH_TEXT.xsrf),
  referralInvalid: () => e('invalid', 'AUTH.REFERRAL_INVALID', MESSAGES.referralInvalid),
  ageNotConfirmed: () => e('rule_violation', 'AUTH.AGE_NOT_CONFIRMED', AUTH_TEXT.ageNotConfirmed),
  emailOnly: () => e('rule_violation', 'AUTH.EMAIL_ONLY', AUTH_TEXT.emailOnly),
  emailRequired: () => e('invalid', 'AUTH.EMAIL_REQUIRED', AUTH_TEXT.emailRequired),
  accountExists: () => e('conflict', 'AUTH.ACCOUNT_EXISTS', AUTH_TEXT.accountExists),
  ecosystemNotFound: () => e('not_found', 'AUTH.ECOSYSTEM_NOT_FOUND', AUTH_TEXT.ecosystemNotFound),
  notMember: () => e('forbidden', 'AUTH.NOT_A_MEMBER', AUTH_TEXT.notMember),
  partnerSession: () => e('forbidden', 'AUTH.PARTNER_SESSION', AUTH_TEXT.partnerSession),
  /** The client must log out (spec §2: a redirect_uri failing the safety check forces logout). */
  redirectNotAllowed: () =>
    e('forbidden', 'AUTH.REDIRECT_NOT_ALLOWED', AUTH_TEXT.redirectNotAllowed, { logout: true }),
  ssoCodeInvalid: () => e('invalid', 'AUTH.SSO_CODE_INVALID', AUTH_TEXT.ssoCodeInvalid),
  /** The partner's server named an unknown or unapproved ecosystem, or the wrong client secret. */
  ssoClientInvalid: () => e('unauthenticated', 'AUTH.SSO_CLIENT_INVALID', AUTH_TEXT.ssoClientInvalid),
  socialKeyInvalid: () => e('invalid', 'AUTH.SOCIAL_KEY_INVALID', AUTH_TEXT.socialKeyInvalid),
  resetFailed: () => e('invalid', 'AUTH.RESET_FAILED', MESSAGES.resetPasswordFailed),
};
