/**
 * Why: a request refused before its body was read (413 on the declared length, or an upload
 * cut off at its limit) leaves the rest of that body in the socket. On a kept-alive connection
 * the server would then read those bytes as the start of the next request, so the client's next
 * call on the same connection hangs or fails. Such an answer ends the connection instead.
 */
import type { MiddlewareHandler } from 'hono';

/** Statuses answered while the request body may still be unread. */
export const CLOSES_CONNECTION: ReadonlySet<number> = new Set([413]);

/**
 * Adds `Connection: close` to every answer whose status is in `CLOSES_CONNECTION`, so Node ends
 * the socket after sending it rather than parsing the leftover body as a new request.
 *
 * @example
 * app.use('*', closeAfterRefusal());
 */
export function closeAfterRefusal(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (CLOSES_CONNECTION.has(c.res.status)) c.res.headers.set('Connection', 'close');
  };
}
