/**
 * Why: cross-origin calls come only from browsers on partner pages, and a browser always sends
 * `Origin` with them; the platform's own pages, apps and servers mostly send none. Hono's CORS
 * middleware did its whole work for every API call all the same — and by setting headers before
 * the route answered, and `Vary` after, made the Node server build the full web Response (with a
 * stream) twice for every answer, more work than the route's own answer. A call without `Origin`
 * now gets what that middleware gave it — `Access-Control-Expose-Headers` and `Vary: Origin`, no
 * allowed origin — set on the answer directly; one with `Origin`, and every preflight, goes
 * through the middleware as before.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

const EXPOSE = ['X-XSRF-TOKEN', 'Content-Disposition'];

/**
 * CORS for the partner origins `isAllowedOrigin` admits (tokens travel in headers, never
 * cookies, so no credentials mode).
 *
 * @example
 * app.use('/api/*', partnerCors(async (origin) => origin === 'https://partner.example'));
 */
export function partnerCors(isAllowedOrigin: (origin: string) => Promise<boolean>): MiddlewareHandler {
  const full = cors({
    origin: async (origin) => ((await isAllowedOrigin(origin)) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'Idempotency-Key'],
    exposeHeaders: EXPOSE,
    maxAge: 600,
  });
  const exposed = EXPOSE.join(',');
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.header('origin')) return full(c, next);
    await next();
    c.res.headers.set('Access-Control-Expose-Headers', exposed);
    c.res.headers.append('Vary', 'Origin');
  };
}
