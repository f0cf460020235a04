import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';

/**
 * The browsable API page at /api/docs: Swagger UI served from the installed package (no
 * network needed), reading /api/openapi.json.
 */
export function docsRoutes(specPath: string): Hono {
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const asset = (name: string) => readFileSync(join(dir, name));
  const css = asset('swagger-ui.css');
  const bundle = asset('swagger-ui-bundle.js');
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>ISPz API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;
  const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specPath)}, dom_id: '#ui', deepLinking: true });`;

  const app = new Hono();
  app.get('/', (c) => c.html(page));
  app.get('/swagger-ui.css', (c) => c.body(css, 200, { 'content-type': 'text/css; charset=utf-8' }));
  app.get('/swagger-ui-bundle.js', (c) =>
    c.body(bundle, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  app.get('/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  return app;
}
