/**
 * Why: when the database cannot be reached — PostgreSQL stopped, crashed, failing over, out of
 * connection slots, or the network between us cut — a request can only fail, but it is not a
 * bug: the HTTP edge answers 503 (try again) instead of 500, and the pool reconnects by itself
 * once the server is back. This recognises those failures among what pg and Node throw.
 */

/** Node socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is not there for us: class 08 (connection exception), 57P01/57P02
 * (terminated by an administrator or a crash), 57P03 (starting up or shutting down), 53300
 * (too many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What pg says when a client's socket ended or its pool could not hand one out in time. */
const LOST = [
  /^Connection terminated/,
  /is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Cannot use a pool after calling end/,
];

function once(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return LOST.some((pattern) => pattern.test(message));
}

/**
 * True when `error` (or an error it wraps, by `cause` or in an AggregateError) says the database
 * could not be reached or the connection was lost — not that a statement was wrong.
 *
 * @example
 * isDatabaseUnavailable(new Error('Connection terminated unexpectedly')) // true
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  if (once(error)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
