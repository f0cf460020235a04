/**
 * Serves the built widget bundles (`npm run build:widgets` → dist/widgets/) to partner pages:
 * hashed files (`/widgets/auth.3f9a0c1d2e.js`) cached for a year as immutable; the stable name
 * (`/widgets/auth.js`) answers the current build itself (no redirect round trip) with a
 * five-minute cache and an ETag, so a partner who pins nothing gets updates within minutes and
 * a partner who wants subresource integrity pins the hashed URL from `/widgets/manifest.json`.
 * Scripts are public code: any origin may load them (CORS `*`, CORP cross-origin). Only files
 * named in the manifest are served, so no request path reaches the disk. Each is sent in the
 * best precompressed form the browser accepts (`.br`, `.gz` written by the build), with
 * `Vary: Accept-Encoding` and an ETag per form.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { acceptableEncodings, type StoredEncoding } from './content-encoding';
import { WIDGET_EXAMPLES, WIDGETS_TEXT } from './widget-assets.text';

/** Where the built bundles and the example pages are read from. */
export interface WidgetAssetOptions {
  /** The build output with manifest.json (default dist/widgets at the repository root). */
  readonly dir?: string;
  /** The example pages (default examples/ at the repository root). */
  readonly examplesDir?: string;
}

interface ManifestEntry {
  readonly file: string;
  readonly integrity: string;
}

const repoRoot = resolve(import.meta.dirname, '../..');
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=300, must-revalidate';

/** The example page's policy: our own scripts, the API on the same origin, no framing elsewhere. */
export const EXAMPLE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

const typeOf = (file: string) =>
  CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

async function readOrNull(path: string) {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

async function readManifest(dir: string): Promise<Record<string, ManifestEntry> | null> {
  try {
    return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  } catch {
    return null;
  }
}

/** The best precompressed form of `file` the request accepts and the build wrote, if any. */
async function storedForm(dir: string, file: string, acceptEncoding: string | undefined) {
  for (const encoding of acceptableEncodings(acceptEncoding)) {
    const stored = await readOrNull(join(dir, file + encoding.suffix));
    if (stored) return { sent: encoding as StoredEncoding, stored };
  }
  return { sent: null, stored: null };
}

/**
 * The `/widgets/*` routes. Mount on the app's root; pair with `widgetPolicies()` registered
 * before the app-wide security headers.
 */
export function widgetAssetRoutes(options: WidgetAssetOptions = {}): Hono {
  const dir = options.dir ?? join(repoRoot, 'dist', 'widgets');
  const examplesDir = options.examplesDir ?? join(repoRoot, 'examples');
  const app = new Hono();

  app.get('/widgets/manifest.json', async (c) => {
    const manifest = await readManifest(dir);
    if (!manifest) return c.text(WIDGETS_TEXT.notBuilt, 404);
    c.header('Cache-Control', 'no-cache');
    c.header('Access-Control-Allow-Origin', '*');
    return c.json(manifest);
  });

  app.get('/widgets/examples/:page', async (c) => {
    const page = c.req.param('page');
    if (!WIDGET_EXAMPLES.includes(page)) return c.text(WIDGETS_TEXT.notFound, 404);
    c.header('Content-Type', typeOf(page));
    c.header('Cache-Control', 'no-cache');
    return c.body(await readFile(join(examplesDir, page)));
  });

  app.get('/widgets/:file', async (c) => {
    const requested = c.req.param('file');
    const manifest = await readManifest(dir);
    if (!manifest) return c.text(WIDGETS_TEXT.notBuilt, 404);
    const entries = Object.entries(manifest);
    const stable = entries.find(
      ([name, entry]) => requested === `${name}${entry.file.slice(entry.file.lastIndexOf('.'))}`,
    );
    const hashed = entries.find(([, entry]) => entry.file === requested);
    const found = stable ?? hashed;
    if (!found) return c.text(WIDGETS_TEXT.notFound, 404);
    const entry = found[1];
    const { sent, stored } = await storedForm(dir, entry.file, c.req.header('Accept-Encoding'));
    const etag = `"${entry.file}${sent ? sent.suffix : ''}"`;
    c.header('Content-Type', typeOf(entry.file));
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    c.header('Cache-Control', stable ? SHORT_CACHE : IMMUTABLE);
    c.header('Vary', 'Accept-Encoding');
    c.header('ETag', etag);
    if (stable) c.header('Link', `</widgets/${entry.file}>; rel="canonical"`);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    if (sent && stored) {
      c.header('Content-Encoding', sent.coding);
      return c.body(stored);
    }
    const code = await readOrNull(join(dir, entry.file));
    return code ? c.body(code) : c.text(WIDGETS_TEXT.notBuilt, 404);
  });

  return app;
}

/**
 * Sets the example pages' Content-Security-Policy over the app-wide one; register before the
 * app-wide security headers so it runs after them.
 */
export function widgetPolicies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.path.startsWith('/widgets/examples/') && c.res.status === 200) {
      c.res.headers.set('Content-Security-Policy', EXAMPLE_POLICY);
    }
  };
}
