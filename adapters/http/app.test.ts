import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRoute } from '@hono/zod-openapi';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttpApp, JSON_BODY_LIMIT } from './app';
import { API_POLICY, DOCS_POLICY, PAGE_POLICY } from './security-headers';

const echo = createRoute({
  method: 'post',
  path: '/echo',
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: z.object({ name: z.string().min(1, 'This field is required') }) },
      },
    },
  },
  responses: { 200: { description: 'The name back' } },
});

/** No site build here, whatever dist/site holds: the API's front door answers `/`. */
const NO_SITE = { dir: join(tmpdir(), 'ispz-no-site-build') };

function app(log = vi.fn()) {
  return createHttpApp({
    log,
    site: NO_SITE,
    modules: [
      (api) => {
        api.openapi(echo, (c) => c.json({ success: true, name: c.req.valid('json').name }, 200));
        api.get('/boom', () => {
          throw new Error('database exploded');
        });
      },
    ],
  });
}

const post = (body: string) =>
  app().request('/api/echo', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

describe('the HTTP app', () => {
  it('answers validation failures with the field message in the platform error shape', async () => {
    const res = await post(JSON.stringify({ name: '' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'REQUEST.INVALID',
      error: 'This field is required',
      statusText: 'This field is required',
    });
  });

  it('answers malformed JSON with a 400, never a 5xx', async () => {
    const res = await post('{not json');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, error: 'Invalid request' });
  });

  it('logs unknown errors and answers a generic 500 body without leaking them', async () => {
    const log = vi.fn();
    const res = await app(log).request('/api/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('database exploded');
    expect(JSON.parse(text)).toMatchObject({ success: false, error: 'Something went wrong' });
    expect(log).toHaveBeenCalledOnce();
  });

  it('lists every route in the OpenAPI document and serves the docs page offline', async () => {
    const spec = await (await app().request('/api/openapi.json')).json();
    expect(Object.keys(spec.paths)).toContain('/echo');
    const page = await app().request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/swagger-ui-bundle.js');
    const bundle = await app().request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });

  it('refuses a JSON body over the limit with a 413, before parsing it', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'REQUEST.TOO_BIG' });
  });

  it('answers cross-origin requests only for allowed partner origins', async () => {
    const partnerApp = createHttpApp({
      modules: [(api) => api.get('/ping', (c) => c.json({ ok: true }))],
      isAllowedOrigin: async (origin) => origin === 'https://partner.example',
    });
    const preflight = (origin: string) =>
      partnerApp.request('/api/ping', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-xsrf-token',
        },
      });
    const allowed = await preflight('https://partner.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-xsrf-token');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const read = await partnerApp.request('/api/ping', { headers: { origin: 'https://partner.example' } });
    expect(read.headers.get('access-control-expose-headers')).toContain('X-XSRF-TOKEN');
  });

  it('shows where the API and its documentation are at the root while the site is not built', async () => {
    const res = await app().request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('href="/api/docs"');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app().request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false });
  });
  it('forbids API answers from running or loading anything and never lets them be cached', async () => {
    for (const res of [
      await post('{"name":"Ann"}'),
      await post('{"name":""}'),
      await app().request('/api/nope'),
    ]) {
      expect(res.headers.get('content-security-policy')).toBe(API_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('gives the docs page only what swagger-ui needs, from its own origin', async () => {
    const page = await app().request('/api/docs');
    expect(page.headers.get('content-security-policy')).toBe(DOCS_POLICY);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
    const home = await app().request('/');
    expect(home.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
