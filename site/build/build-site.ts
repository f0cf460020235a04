/**
 * Builds the site into dist/site (or `outDir`) with Vite, then writes each text asset's
 * precompressed forms beside it (`.gz` by Zopfli, `.br` at brotli quality 11) for the server to
 * send as they are. `npm run build:site`; `npm start` runs it before serving.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { build } from 'vite';
import { zopfliGzip } from '../../widgets/build/zopfli-gzip';

const root = resolve(import.meta.dirname, '../..');
export const SITE_DIST = join(root, 'dist', 'site');
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < 1024) return;
      const brotli = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      await Promise.all([writeFile(`${file}.gz`, await zopfliGzip(body)), writeFile(`${file}.br`, brotli)]);
    }),
  );
}

/** Builds the site into `outDir` (default dist/site). */
export async function buildSite(outDir: string = SITE_DIST): Promise<void> {
  await build({
    configFile: join(root, 'site', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  await precompress(outDir);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildSite(process.argv[2] ? resolve(process.argv[2]) : SITE_DIST);
  console.log(`site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
