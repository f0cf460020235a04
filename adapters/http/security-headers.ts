import type { MiddlewareHandler } from 'hono';

/**
 * Content-Security-Policy and caching of every answer (OWASP ASVS V14.4). API answers are data,
 * never documents: `default-src 'none'` so a JSON body rendered by mistake runs nothing, framed
 * by nobody. The docs page (Swagger UI, served from the installed package) loads its own script
 * and stylesheet, sets inline styles and data: images, and fetches the OpenAPI document; the
 * small home page uses one inline stylesheet. API answers are never cached (`no-store`): most
 * carry tokens or personal data, and a shared cache must never replay one to someone else.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
export const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
export const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const isDocs = (path: string) => path === '/api/docs' || path.startsWith('/api/docs/');

/**
 * Sets the policy for the path, and `Cache-Control: no-store` on every API answer but the
 * documentation's static files (a handler that chose its own caching keeps it).
 */
export function securityPolicies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const api = path === '/api' || path.startsWith('/api/');
    const policy = isDocs(path) ? DOCS_POLICY : api ? API_POLICY : PAGE_POLICY;
    c.res.headers.set('Content-Security-Policy', policy);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Referrer-Policy')) c.res.headers.set('Referrer-Policy', 'no-referrer');
    if (api && !isDocs(path) && !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', 'no-store');
  };
}
