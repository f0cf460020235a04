import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../app';
import { PAGE_POLICY } from '../security-headers';
import { SITE_POLICY } from './site-assets';

let dir: string;
const INDEX = '<!doctype html><title>ISPz</title><div id="root"></div>';
const SCRIPT = 'console.log("the site");'.repeat(100);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ispz-site-assets-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'papers'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'papers', 'litepaper.pdf'), '%PDF-1.4\n%%EOF\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = (siteDir: string) =>
  createHttpApp({
    modules: [(api) => api.get('/ping', (c) => c.json({ success: true }))],
    site: { dir: siteDir },
  });

describe('the site served beside the API', () => {
  it('answers every page path with index.html under the site’s policy, never cached stale', async () => {
    for (const path of ['/', '/about', '/dashboard/wallet/rewards', '/no/such/page']) {
      const res = await app(dir).request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toBe(SITE_POLICY);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.has('x-site-page')).toBe(false);
    }
  });

  it('sends hashed assets for a year in their best stored form, and other files revalidated', async () => {
    const br = await app(dir).request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await app(dir).request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(await plain.text()).toBe(SCRIPT);
    const pdf = await app(dir).request('/papers/litepaper.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves only files of the build: a path out of it gets the page, the API keeps its own answers', async () => {
    for (const path of ['/../package.json', '/assets/..%2F..%2Fpackage.json', '/index.html.br']) {
      expect(await (await app(dir).request(path)).text()).toBe(INDEX);
    }
    expect(await (await app(dir).request('/api/ping')).json()).toEqual({ success: true });
    expect((await app(dir).request('/api/nothing')).status).toBe(404);
    expect((await app(dir).request('/widgets/nothing.js')).status).toBe(404);
  });

  it('answers / with the API’s front door while the site is not built, and other paths 404', async () => {
    const bare = app(join(dir, 'not-built'));
    const home = await bare.request('/');
    expect(await home.text()).toContain('npm run build:site');
    expect(home.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    expect((await bare.request('/about')).status).toBe(404);
  });
});
