import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from '../app';
import { siteConfigRoutes } from './site-config-routes';

const settings = {
  build: 'commerce',
  environment: 'production',
  supportEmail: 'help@platform.example',
  supportPhone: '+1 555 0100',
  borrowerUrl: 'https://borrow.platform.example',
} as const;

const app = () =>
  createHttpApp({
    log: () => {},
    site: { dir: join(tmpdir(), 'ispz-no-site-build') },
    modules: [siteConfigRoutes(settings)],
  });

describe('GET /api/site/config', () => {
  it('answers the build, the support contact and the borrower site, cacheable for a minute', async () => {
    const res = await app().request('/api/site/config');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({
      success: true,
      build: 'commerce',
      environment: 'production',
      support: { email: 'help@platform.example', phone: '+1 555 0100' },
      borrowerUrl: 'https://borrow.platform.example',
    });
  });

  it('is documented with its answer in the OpenAPI document', async () => {
    const doc = (await (await app().request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const answer = doc.paths['/site/config']?.get?.responses['200'];
    expect(answer?.content?.['application/json']).toEqual({
      schema: { $ref: '#/components/schemas/SiteConfig' },
    });
  });
});
