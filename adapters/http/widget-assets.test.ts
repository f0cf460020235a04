import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './app';
import { EXAMPLE_POLICY, IMMUTABLE, SHORT_CACHE } from './widget-assets';
import { WIDGETS_TEXT } from './widget-assets.text';

let dir: string;
let examplesDir: string;
const CODE = 'var IspzAuth=(function(){return{}})();';
const appWith = (widgetsDir: string) =>
  createHttpApp({ modules: [], widgets: { dir: widgetsDir, examplesDir } });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'widgets-'));
  examplesDir = await mkdtemp(join(tmpdir(), 'examples-'));
  await writeFile(join(dir, 'auth.0123456789.js'), CODE);
  await writeFile(join(dir, 'auth.0123456789.js.gz'), gzipSync(CODE));
  await writeFile(join(dir, 'auth.0123456789.js.br'), brotliCompressSync(CODE));
  await writeFile(join(dir, 'secret.txt'), 'not a widget');
  await writeFile(
    join(dir, 'manifest.json'),
    JSON.stringify({ auth: { file: 'auth.0123456789.js', integrity: 'sha384-x', bytes: 38, gzipBytes: 50 } }),
  );
  await writeFile(join(examplesDir, 'partner.html'), '<!doctype html><title>partner</title>');
  await writeFile(join(examplesDir, 'notes.html'), 'private');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(examplesDir, { recursive: true, force: true });
});

describe('the widget bundles under /widgets/', () => {
  it('serves a hashed bundle as immutable JavaScript any origin may load', async () => {
    const res = await appWith(dir).request('/widgets/auth.0123456789.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(CODE);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('serves the current build at the stable name with a short cache and an ETag that revalidates', async () => {
    const app = appWith(dir);
    const res = await app.request('/widgets/auth.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(CODE);
    expect(res.headers.get('cache-control')).toBe(SHORT_CACHE);
    const etag = res.headers.get('etag');
    expect(etag).toBe('"auth.0123456789.js"');
    const again = await app.request('/widgets/auth.js', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('sends the precompressed form the browser accepts, brotli first, each with its own ETag', async () => {
    const app = appWith(dir);
    const br = await app.request('/widgets/auth.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(CODE);
    const gz = await app.request('/widgets/auth.0123456789.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(CODE);
    const plain = await app.request('/widgets/auth.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(CODE);
    const etags = [br, gz, plain].map((res) => res.headers.get('etag'));
    expect(new Set(etags).size).toBe(3);
    const revalidated = await app.request('/widgets/auth.js', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
    const otherForm = await app.request('/widgets/auth.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': gz.headers.get('etag') ?? '' },
    });
    expect(otherForm.status).toBe(200);
  });

  it('falls back to the next accepted form, or the file as is, when a compressed form is missing', async () => {
    const only = await mkdtemp(join(tmpdir(), 'widgets-gz-'));
    await writeFile(join(only, 'auth.0123456789.js'), CODE);
    await writeFile(join(only, 'auth.0123456789.js.gz'), gzipSync(CODE));
    await writeFile(join(only, 'manifest.json'), JSON.stringify({ auth: { file: 'auth.0123456789.js' } }));
    const app = appWith(only);
    const gz = await app.request('/widgets/auth.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/widgets/auth.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(CODE);
    await rm(only, { recursive: true, force: true });
  });

  it('answers the manifest, so a partner can pin the hashed file and its integrity', async () => {
    const res = await appWith(dir).request('/widgets/manifest.json');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { auth: { file: string } }).auth.file).toBe('auth.0123456789.js');
  });

  it('serves nothing the manifest does not name', async () => {
    const app = appWith(dir);
    for (const path of [
      '/widgets/secret.txt',
      '/widgets/trading.js',
      '/widgets/..%2Fmanifest.json',
      '/widgets/auth.mjs',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('answers 404, not an error, when the manifest names a file that is gone (a build half-copied)', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'widgets-broken-'));
    await writeFile(
      join(broken, 'manifest.json'),
      JSON.stringify({ auth: { file: 'auth.9999999999.js', integrity: 'x' } }),
    );
    const res = await appWith(broken).request('/widgets/auth.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(WIDGETS_TEXT.notBuilt);
    await rm(broken, { recursive: true, force: true });
  });

  it('says how to build the widgets when they are not built', async () => {
    const res = await appWith(join(dir, 'missing')).request('/widgets/auth.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(WIDGETS_TEXT.notBuilt);
  });

  it('serves the partner example page under its own policy, and no other file of examples/', async () => {
    const app = appWith(dir);
    const page = await app.request('/widgets/examples/partner.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(EXAMPLE_POLICY);
    expect((await app.request('/widgets/examples/notes.html')).status).toBe(404);
  });
});
