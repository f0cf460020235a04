/**
 * Serves the built site (`npm run build:site` → dist/site/) beside `/api` on one port: the
 * files Vite wrote, and for every other page path the site's `index.html`, whose router draws
 * the page (or its not-found screen). Hashed files under `/assets/` are cached for a year as
 * immutable; everything else revalidates. Only files found in the build directory are served
 * (the listing is read again when a new build replaces `index.html`), so no request path
 * reaches the disk; each is sent in the best precompressed form the browser takes (`.br`,
 * `.gz` written by the build). Pages get the site's Content-Security-Policy: our own scripts
 * and styles, images from the site and `data:` (tenant logos), calls to the same origin only.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { acceptableEncodings, type StoredEncoding } from '../content-encoding';
import { IMMUTABLE } from '../widget-assets';

export interface SiteAssetOptions {
  /** The site's build output (default dist/site at the repository root). */
  readonly dir?: string;
}

export const SITE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSED_FORMS = new Set(['.br', '.gz']);

const repoRoot = resolve(import.meta.dirname, '../../..');

/** Paths the site never answers: the API and the widget bundles have their own routes. */
const isOtherRoom = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/widgets' || path.startsWith('/widgets/');

async function listFiles(dir: string): Promise<Set<string>> {
  const files = new Set<string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const url = `/${relative(dir, path).split(sep).join('/')}`;
    if (!COMPRESSED_FORMS.has(extname(url))) files.add(url);
  }
  return files;
}

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch {
    return null;
  }
}

/** The site's files, read again whenever a new build replaced `index.html`; null when not built. */
function siteListing(dir: string) {
  let cached: { stamp: number; files: Set<string> } | null = null;
  return async (): Promise<Set<string> | null> => {
    const index = await stat(join(dir, 'index.html')).catch(() => null);
    if (!index) return null;
    if (cached?.stamp !== index.mtimeMs) cached = { stamp: index.mtimeMs, files: await listFiles(dir) };
    return cached.files;
  };
}

async function storedForm(dir: string, file: string, acceptEncoding: string | undefined) {
  for (const encoding of acceptableEncodings(acceptEncoding)) {
    const stored = await readOrNull(join(dir, file + encoding.suffix));
    if (stored) return { sent: encoding as StoredEncoding, stored };
  }
  return { sent: null, stored: null };
}

/** Whether the site is built in `dir` (default dist/site). */
export async function siteIsBuilt(options: SiteAssetOptions = {}): Promise<boolean> {
  const dir = options.dir ?? join(repoRoot, 'dist', 'site');
  return (await stat(join(dir, 'index.html')).catch(() => null)) !== null;
}

/**
 * The site's routes: mount last on the app's root, after `/api` and `/widgets`. `notBuilt`
 * answers `/` while there is no build (the API's front door).
 */
export function siteAssetRoutes(options: SiteAssetOptions & { readonly notBuilt: () => Response }): Hono {
  const dir = options.dir ?? join(repoRoot, 'dist', 'site');
  const listing = siteListing(dir);
  const app = new Hono();

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (isOtherRoom(path)) return next();
    const files = await listing();
    if (!files) return path === '/' ? options.notBuilt() : next();
    const file = files.has(path) && path !== '/index.html' ? path : '/index.html';
    const page = file === '/index.html';
    const { sent, stored } = await storedForm(dir, file, c.req.header('Accept-Encoding'));
    const body = stored ?? (await readOrNull(join(dir, file)));
    if (!body) return next();
    c.header('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    c.header('Cache-Control', file.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (sent) c.header('Content-Encoding', sent.coding);
    if (page) c.header('X-Site-Page', '1');
    return c.body(new Uint8Array(body));
  });
  return app;
}

/**
 * Sets the site's Content-Security-Policy on its pages over the app-wide one; register before
 * the app-wide security headers so it runs after them.
 */
export function sitePolicies(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.get('X-Site-Page') === '1') {
      c.res.headers.delete('X-Site-Page');
      c.res.headers.set('Content-Security-Policy', SITE_POLICY);
    }
  };
}
