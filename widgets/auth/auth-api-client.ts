/**
 * The sign-in family's port over the one API client and its session: every call goes through
 * the generated, typed client (the session middleware adopts token answers and the anti-forgery
 * token by itself), and every failure becomes spec §8's one line — a thrown network failure
 * included ('Internet connection lost'), so a widget never sees an exception.
 */
import type { Session, SessionSnapshot } from '../api';
import type { JsonClient } from '../api/json-client';
import { answerErrorText } from '../kit/answer-text';
import type { AuthAnswer, AuthApi, AuthSessionInfo } from './auth-api';

interface FetchResult {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

async function answer<T>(run: () => Promise<FetchResult>, pick: (data: never) => T): Promise<AuthAnswer<T>> {
  try {
    const result = await run();
    if (result.response.ok && result.data !== undefined)
      return { ok: true, data: pick(result.data as never) };
    const body = result.error;
    return {
      ok: false,
      error: answerErrorText(result),
      status: result.response.status,
      logout: isRecord(body) && body.logout === true,
    };
  } catch (failure) {
    return { ok: false, error: answerErrorText(failure) };
  }
}

/** The session the client now holds (adopted from `data` when the middleware has not). */
function signedIn(session: Session) {
  return (data: Omit<SessionSnapshot, 'xsrfToken'>): AuthSessionInfo =>
    session.snapshot() ?? { ...data, xsrfToken: null };
}

const otpSent = (data: { message: string; expiresAt?: string }) => ({
  message: data.message,
  ...(data.expiresAt ? { expiresAt: data.expiresAt } : {}),
});

/**
 * The `AuthApi` of `client` and `session`: the full `createApiClient({ session })`, or the
 * elements' `createJsonClient` over `session.middleware` (all these calls are JSON).
 * @example const api = authApiFromClient(createApiClient({ session }), session);
 */
export function authApiFromClient(client: JsonClient, session: Session): AuthApi {
  const image = (name: string) => `${session.baseUrl}/api/get_image/${encodeURIComponent(name)}`;
  const post = (path: string, body: unknown) =>
    (client.POST as (p: string, o: { body: unknown }) => Promise<FetchResult>)(path, { body });
  const tokens = signedIn(session);
  return {
    login: (body) => answer(() => post('/auth/login', body), tokens),
    sendLoginOtp: (body) => answer(() => post('/auth/sendotp', body), otpSent),
    loginWithOtp: (body) => answer(() => post('/auth/login/otp', body), tokens),
    verifyMobile: (body) => answer(() => post('/auth/verify/otp', body), tokens),
    resendOtp: (body) => answer(() => post('/auth/resend/otp', body), otpSent),
    requestSignupOtp: (body) => answer(() => post('/auth/signup/otp', body), otpSent),
    signup: (body) => answer(() => post('/auth/signup', body), tokens),
    requestRegistrationOtp: (body) => answer(() => post('/auth/register/business/otp', body), otpSent),
    registerBusiness: (body) => answer(() => post('/auth/register/business', body), tokens),
    requestResetOtp: (body) => answer(() => post('/auth/password/reset/otp', body), otpSent),
    resetPassword: (body) =>
      answer(
        () => post('/auth/password/reset', body),
        (d: { message: string }) => ({ message: d.message }),
      ),
    requestSocialOtp: (body) => answer(() => post('/auth/social/otp', body), otpSent),
    completeSocial: (body) => answer(() => post('/auth/social/complete', body), tokens),
    partnerCode: (body) =>
      answer(
        () => post('/auth/ecosystem/code', body),
        (d: { redirectTo: string }) => ({ redirectTo: d.redirectTo }),
      ),
    async validateReferralCode(code) {
      const checked = await answer(
        () => client.GET('/users/validate/referralCode', { params: { query: { code: code.toUpperCase() } } }),
        (d: { valid: boolean }) => d.valid === true,
      );
      return checked.ok && checked.data;
    },
    async ecosystem(ecoUrl) {
      const found = await answer(
        () => client.GET('/businesses/ecosystem', { params: { query: { eco_url: ecoUrl } } }),
        (d: {
          _id: string;
          ecosystem_name: string;
          ecosystem_url: string;
          profile_pic: string | null;
          banner_pic: string[];
        }) => ({
          _id: d._id,
          ecosystem_name: d.ecosystem_name,
          ecosystem_url: d.ecosystem_url,
          logoUrl: d.profile_pic ? image(d.profile_pic) : null,
          bannerUrls: d.banner_pic.map(image),
        }),
      );
      return found.ok ? found.data : null;
    },
    logout: () => session.logout(),
  };
}
