import type { Context, MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';

/**
 * Attempts per client (network address) at the sign-in and OTP calls, on top of the per-account
 * lockout of core/auth (OWASP ASVS V2.2.1): one client spraying passwords or codes over many
 * accounts is slowed down even though no single account reaches its limit.
 *
 * The store is a port. `memoryAttemptWindow` keeps counts in this process: right for the
 * embedded deployment (one server process on SQLite), cheap (no write per attempt) and lost on
 * restart; several processes behind one balancer each count alone, so the effective limit is
 * multiplied by their number — a shared store (a table or a cache) would implement the same port.
 */
export interface ClientAttemptWindow {
  /** Counts one attempt of `client` at `now`; true while the client is within the limit. */
  hit(client: string, now: number): boolean;
}

export interface ClientThrottleOptions {
  readonly window?: ClientAttemptWindow;
  /** The client's address; by default the socket's peer (proxy headers are not trusted). */
  readonly clientOf?: (c: Context) => string;
  readonly now?: () => number;
}

export const CLIENT_ATTEMPT_LIMIT = 100;
export const CLIENT_ATTEMPT_WINDOW_MS = 10 * 60 * 1000;
export const CLIENT_THROTTLE_TEXT = 'Too many attempts from your network. Please try again later.';

/** A fixed window per client: at most `limit` attempts in each `windowMs`. Old windows are dropped. */
export function memoryAttemptWindow(
  limit = CLIENT_ATTEMPT_LIMIT,
  windowMs = CLIENT_ATTEMPT_WINDOW_MS,
): ClientAttemptWindow {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(client, now) {
      if (now - lastSweep > windowMs) {
        for (const [key, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(key);
        lastSweep = now;
      }
      const current = windows.get(client);
      const w = current && now - current.startedAt < windowMs ? current : { startedAt: now, count: 0 };
      w.count += 1;
      windows.set(client, w);
      return w.count <= limit;
    },
  };
}

/** The peer address of the node server's socket, or one shared key when the runtime gives none. */
export function socketAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The methods that check or send a secret; reads on the same paths are not counted. */
const COUNTED_METHODS = new Set(['POST', 'PUT']);

/** Refuses with 429 once the client has used up its attempts (POST and PUT calls count). */
export function clientThrottle(options: ClientThrottleOptions = {}): MiddlewareHandler {
  const window = options.window ?? memoryAttemptWindow();
  const clientOf = options.clientOf ?? socketAddress;
  const now = options.now ?? Date.now;
  return async (c, next) => {
    if (!COUNTED_METHODS.has(c.req.method)) return next();
    if (!window.hit(clientOf(c), now()))
      return c.json(errorBody('AUTH.CLIENT_THROTTLED', CLIENT_THROTTLE_TEXT), 429, { 'Retry-After': '600' });
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
