import type { Context, MiddlewareHandler } from 'hono';
import type { SignInSource } from '../../../core/auth/attempts';
import {
  type ClientAttemptWindows,
  memoryClientAttemptWindows,
} from '../../../core/auth/client-attempt-windows';
import { errorBody } from '../errors';
import { socketAddress } from './client-address';

/**
 * Attempts per client (network address) at the sign-in and OTP calls, on top of the per-account
 * throttle of core/auth (OWASP ASVS v5 V6.3.1): one client spraying passwords or codes over many
 * accounts is slowed down even though no single account reaches its delays. The counts live
 * behind `ClientAttemptWindows`: the composition root hands the database's, so every server
 * process behind a balancer shares them; without one they stay in this process (tests). The
 * client is read by `clientOf` (./client-address.ts: behind a trusted proxy, the forwarded
 * address) and handed on to the use cases as the sign-in source.
 */
export interface ClientThrottleOptions {
  readonly windows?: ClientAttemptWindows;
  /** Attempts a client may make per window (default `CLIENT_ATTEMPT_LIMIT`). */
  readonly limit?: number;
  readonly windowSeconds?: number;
  /** Keeps this throttle's counts apart from another's on the same windows (default `auth`). */
  readonly scope?: string;
  /** The client's address; by default the socket's peer (proxy headers are not trusted). */
  readonly clientOf?: (c: Context) => string;
  readonly now?: () => Date;
}

export const CLIENT_ATTEMPT_LIMIT = 100;
export const CLIENT_ATTEMPT_WINDOW_SECONDS = 10 * 60;
export const CLIENT_THROTTLE_TEXT = 'Too many attempts from your network. Please try again later.';

/** The methods that check or send a secret; reads on the same paths are not counted. */
const COUNTED_METHODS = new Set(['POST', 'PUT']);

/** The source each throttled request was counted under, for the use cases it reaches. */
const sources = new WeakMap<Request, string>();

/** Where a sign-in call came from, as the throttle read it (the socket's peer if it did not run). */
export function signInSourceOf(c: Context): SignInSource {
  return { address: sources.get(c.req.raw) ?? socketAddress(c) };
}

/** Refuses with 429 once the client has used up its attempts (POST and PUT calls count). */
export function clientThrottle(options: ClientThrottleOptions = {}): MiddlewareHandler {
  const windows = options.windows ?? memoryClientAttemptWindows();
  const limit = options.limit ?? CLIENT_ATTEMPT_LIMIT;
  const windowSeconds = options.windowSeconds ?? CLIENT_ATTEMPT_WINDOW_SECONDS;
  const clientOf = options.clientOf ?? socketAddress;
  const now = options.now ?? (() => new Date());
  const scope = options.scope ?? 'auth';
  return async (c, next) => {
    if (!COUNTED_METHODS.has(c.req.method)) return next();
    const client = clientOf(c);
    sources.set(c.req.raw, client);
    if ((await windows.hit(`${scope}:${client}`, now(), windowSeconds)) > limit)
      return c.json(errorBody('AUTH.CLIENT_THROTTLED', CLIENT_THROTTLE_TEXT), 429, {
        'Retry-After': String(windowSeconds),
      });
    return next();
  };
}

/** The calls of the auth routes that check a password or a code, or send one. */
export const THROTTLED_PATHS = [
  '/auth/login',
  '/auth/login/otp',
  '/auth/sendotp',
  '/auth/verify/otp',
  '/auth/resend/otp',
  '/auth/password/reset/otp',
  '/auth/password/reset',
  '/auth/signup/otp',
  '/auth/signup',
  '/auth/register/business/otp',
  '/auth/register/business',
  '/auth/social/otp',
  '/auth/social/complete',
] as const;

/**
 * The same for the account routes (their module applies them, with its own window): the code
 * sent to any address, and PUT /users, which checks that code and the current password.
 */
export const THROTTLED_ACCOUNT_PATHS = ['/users/contact/otp', '/users'] as const;
