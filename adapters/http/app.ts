import type { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { docsRoutes } from './docs';
import { errorBody } from './errors';
import { type AppEnv, createRouter } from './router';

/** A group of routes mounted under /api (auth, accounts, trading …). */
export type RouteModule = (api: OpenAPIHono<AppEnv>) => void;

export interface HttpAppOptions {
  readonly modules: readonly RouteModule[];
  /** Where unexpected errors are reported (never to the client). */
  readonly log?: (message: string, error: unknown) => void;
}

/**
 * The platform's HTTP API: every call under /api, the OpenAPI document at /api/openapi.json
 * and its browsable page at /api/docs. Unknown errors are logged and answered with a generic
 * 500 body; malformed input never produces a 5xx.
 *
 * @example
 * const app = createHttpApp({ modules: [authRoutes(services.auth)] });
 * const res = await app.request('/api/auth/verify/token');
 */
export function createHttpApp(options: HttpAppOptions): OpenAPIHono<AppEnv> {
  const log = options.log ?? ((message, error) => console.error(message, error));
  const app = createRouter();
  app.use('*', secureHeaders({ crossOriginResourcePolicy: false }));

  const api = createRouter();
  for (const mount of options.modules) mount(api);
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'ISPz loan-trading marketplace API', version: '1.0.0' },
  });
  api.route('/docs', docsRoutes('/api/openapi.json'));
  app.route('/api', api);
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json(errorBody('REQUEST.NOT_FOUND', 'Invalid request'), 404)
      : c.text('Not found', 404),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.status === 413 ? 'File too big' : 'Invalid request';
      return c.json(
        errorBody(error.status === 413 ? 'REQUEST.TOO_BIG' : 'REQUEST.MALFORMED', message),
        error.status,
      );
    }
    log(`unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json(errorBody('INTERNAL', 'Something went wrong'), 500);
  });
  return app;
}
