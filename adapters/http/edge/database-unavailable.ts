/**
 * Why: a request that fails because the database is gone (stopped, crashed, failing over) is
 * not a bug of the request nor of the server; the client should simply try again shortly. It is
 * answered 503 in the platform's one error shape, with a Retry-After, and logged in one line
 * (not as an unhandled error with a stack), while the pool reconnects by itself.
 */
import type { Context } from 'hono';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { errorBody } from '../errors';
import { EDGE_ERRORS } from './edge.errors';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The 503 answer when `error` says the database could not be reached, else null (the caller
 * handles it as any other error).
 *
 * @example
 * app.onError((error, c) => databaseUnavailable(error, c, log) ?? c.json(errorBody('INTERNAL', '…'), 500));
 */
export function databaseUnavailable(
  error: unknown,
  c: Context,
  log: (message: string, error: unknown) => void,
): Response | null {
  if (!isDatabaseUnavailable(error)) return null;
  const reason = error instanceof Error ? error.message : String(error);
  log(`database unavailable on ${c.req.method} ${c.req.path}: ${reason}`, undefined);
  const { code, message } = EDGE_ERRORS.databaseUnavailable;
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return c.json(errorBody(code, message), 503);
}
