import type { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { IdempotencyKeyTaken } from '../../core/ports/idempotency-store';
import { docsRoutes } from './docs';
import { closeAfterRefusal } from './edge/close-after-refusal';
import { databaseUnavailable } from './edge/database-unavailable';
import { jsonBodyLimit } from './edge/json-body-limit';
import { loggingSafely } from './edge/log-safely';
import { partnerCors } from './edge/partner-cors';
import { refuseNul } from './edge/refuse-nul';
import { errorBody } from './errors';
import { type AppEnv, createRouter } from './router';
import { securityPolicies } from './security-headers';
import { type SiteAssetOptions, siteAssetRoutes, sitePolicies } from './site/site-assets';
import { type WidgetAssetOptions, widgetAssetRoutes, widgetPolicies } from './widget-assets';

/** A group of routes mounted under /api (auth, accounts, trading …). */
export type RouteModule = (api: OpenAPIHono<AppEnv>) => void;

export interface HttpAppOptions {
  readonly modules: readonly RouteModule[];
  /** Where unexpected errors are reported (never to the client). */
  readonly log?: (message: string, error: unknown) => void;
  /**
   * Cross-origin callers allowed to use the API from a browser: partner ecosystems' pages that
   * embed the widgets. Tokens travel in headers, never cookies, so no credentials mode is needed.
   */
  readonly isAllowedOrigin?: (origin: string) => Promise<boolean>;
  /** Where the built widget bundles are served from under /widgets/ (default dist/widgets). */
  readonly widgets?: WidgetAssetOptions;
  /** Where the built site is served from for every other page path (default dist/site). */
  readonly site?: SiteAssetOptions;
}

/** JSON bodies are small; uploads (multipart) enforce their own 50,000,000-byte limit while streaming. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The platform's HTTP API: every call under /api, the OpenAPI document at /api/openapi.json
 * and its browsable page at /api/docs. Unknown errors are logged (control characters escaped)
 * and answered with a generic 500 body; a lost database is a 503 the client may retry; malformed
 * input never produces a 5xx, and text holding NUL is refused before any route (./edge/).
 *
 * @example
 * const app = createHttpApp({ modules: [authRoutes(services.auth)] });
 * const res = await app.request('/api/auth/verify/token');
 */
export function createHttpApp(options: HttpAppOptions): OpenAPIHono<AppEnv> {
  const log = loggingSafely(options.log ?? ((message, error) => console.error(message, error)));
  const app = createRouter();
  app.use('/widgets/*', widgetPolicies());
  app.use('*', sitePolicies());
  app.use('*', secureHeaders({ crossOriginResourcePolicy: false }));
  app.use('*', securityPolicies());
  app.use('*', closeAfterRefusal());

  if (options.isAllowedOrigin) app.use('/api/*', partnerCors(options.isAllowedOrigin));
  app.use('/api/*', jsonBodyLimit(JSON_BODY_LIMIT));
  app.use('/api/*', refuseNul());

  const api = createRouter();
  for (const mount of options.modules) mount(api);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'ISPz loan-trading marketplace API', version: '1.0.0' },
  });
  api.route('/docs', docsRoutes('/api/openapi.json'));
  app.route('/api', api);
  app.route('/', widgetAssetRoutes(options.widgets));
  app.route(
    '/',
    siteAssetRoutes({
      ...options.site,
      notBuilt: () => new Response(HOME_PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
    }),
  );
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json(errorBody('REQUEST.NOT_FOUND', 'Invalid request'), 404)
      : c.text('Not found', 404),
  );

  app.onError((error, c) => {
    // Another attempt took the request's Idempotency-Key first: the middleware answers what holds it.
    if (error instanceof IdempotencyKeyTaken)
      return c.json(errorBody('IDEMPOTENCY.IN_PROGRESS', 'Invalid request'), 409);
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.status === 413 ? 'File too big' : 'Invalid request';
      return c.json(
        errorBody(error.status === 413 ? 'REQUEST.TOO_BIG' : 'REQUEST.MALFORMED', message),
        error.status,
      );
    }
    const unavailable = databaseUnavailable(error, c, log);
    if (unavailable) return unavailable;
    log(`unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody('INTERNAL', 'Something went wrong'), 500);
  });
  return app;
}

// The server's front door while the site is not built (`npm start` builds it): where to find the API.
const HOME_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ISPz loan-trading marketplace</title>
<style>body{font-family:system-ui;margin:3rem auto;max-width:40rem;line-height:1.5}</style></head>
<body><h1>ISPz loan-trading marketplace</h1>
<p>The web site is not built yet: <code>npm run build:site</code> builds it (<code>npm start</code> does too).
The platform's HTTP API is served under <code>/api</code>.</p>
<ul><li><a href="/api/docs">API documentation</a> (every call, browsable)</li>
<li><a href="/api/openapi.json">OpenAPI document</a></li>
<li><a href="/widgets/examples/partner.html">Partner page example</a> (the sign-in widget embedded with one script tag)</li>
<li><a href="/api/dev/mailbox">Development mailbox</a> (one-time passwords of the demo; development only)</li></ul>
</body></html>`;
