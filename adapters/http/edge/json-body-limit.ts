/**
 * Why: a JSON body is held in memory, so its size is limited before it is read (a multipart
 * upload limits itself while streaming). Hono's body limit reads `raw.body` first, which on the
 * Node server builds the whole web Request and its stream — the dearest part of a small POST —
 * even when the declared length already answers. A declared length is checked here the way that
 * limit checks it; a body without one (chunked) still goes through it, counted as it streams.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../errors';

/**
 * Refuses a non-multipart body over `maxSize` bytes: 413 `REQUEST.TOO_BIG`.
 *
 * @example
 * app.use('/api/*', jsonBodyLimit(1024 * 1024));
 */
export function jsonBodyLimit(maxSize: number): MiddlewareHandler {
  const tooBig = (c: Context) => c.json(errorBody('REQUEST.TOO_BIG', 'Invalid request'), 413);
  const streamed = bodyLimit({ maxSize, onError: tooBig });
  return async (c, next) => {
    const method = c.req.method;
    const type = c.req.header('content-type') ?? '';
    if (method === 'GET' || method === 'HEAD' || type.toLowerCase().startsWith('multipart/form-data'))
      return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number.parseInt(length || '0', 10) > maxSize ? tooBig(c) : next();
    return streamed(c, next);
  };
}
