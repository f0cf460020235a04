/**
 * Builds the widget bundles with Vite (library mode) into `dist/widgets/`: each family's IIFE
 * and the ESM build under content-hashed names, plus `manifest.json` mapping stable names to
 * files, sizes and subresource-integrity hashes. Each file is written with its precompressed
 * forms beside it (`.gz` by Zopfli, the budgets' measure; `.br` at brotli quality 11), which
 * the server sends by the browser's Accept-Encoding. `process.env.NODE_ENV` is defined (library
 * mode does not, and React would then ship its development build and reference `process`) and
 * JSX is compiled for production whatever NODE_ENV the caller runs with;
 * the ESM output is re-minified (library mode leaves its whitespace).
 *
 * Run: `npm run build:widgets` (and `npm start` runs it first).
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { minify } from 'rolldown/experimental';
import { build, type Rolldown } from 'vite';
import { ESM_BUNDLE, ESM_EXTERNAL, FAMILIES, type FamilyName } from './families';
import { zopfliGzip } from './zopfli-gzip';

/** One built file, before or after it is written. */
export interface BuiltBundle {
  /** The stable name (`auth`, `widgets`). */
  readonly name: string;
  /** The content-hashed file name (`auth.3f9a0c1d2e.js`). */
  readonly file: string;
  readonly code: string;
  readonly bytes: number;
  /** gzip (Zopfli), what a budget is measured in: the `.gz` the server sends. */
  readonly gzipBytes: number;
  /** brotli quality 11: the `.br` the server sends to browsers that take it. */
  readonly brotliBytes: number;
  /** `sha384-…`, for `<script integrity>`. */
  readonly integrity: string;
}

/** A built file with its precompressed forms, as written beside it (`.gz`, `.br`). */
interface CompressedBundle extends BuiltBundle {
  readonly gzip: Buffer;
  readonly brotli: Buffer;
}

/** `manifest.json`: stable name → file and its figures. */
export type WidgetManifest = Readonly<Record<string, Omit<BuiltBundle, 'code' | 'name'>>>;

const root = resolve(import.meta.dirname, '../..');

/** The default output folder, `dist/widgets/` at the repository root. */
export const WIDGETS_DIST = join(root, 'dist', 'widgets');

async function describe(name: string, code: string, extension: string): Promise<CompressedBundle> {
  const bytes = Buffer.byteLength(code);
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const gzip = await zopfliGzip(code);
  const brotli = brotliCompressSync(code, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
  });
  return {
    name,
    file: `${name}.${hash}.${extension}`,
    code,
    bytes,
    gzipBytes: gzip.length,
    brotliBytes: brotli.length,
    integrity: `sha384-${createHash('sha384').update(code).digest('base64')}`,
    gzip,
    brotli,
  };
}

/** A built chunk's code and, when asked for, its source map. */
export interface BundledChunk {
  readonly code: string;
  readonly map: Rolldown.SourceMap | null;
}

async function bundle(entry: string, format: 'iife' | 'es', global: string): Promise<string> {
  return (await bundleChunk(entry, format, global, false)).code;
}

/** Bundles `entry` in memory exactly as it is served, with a source map when `sourcemap`. */
export async function bundleChunk(
  entry: string,
  format: 'iife' | 'es',
  global: string,
  sourcemap: boolean,
): Promise<BundledChunk> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // Production output even when run by the test runner (NODE_ENV=test would otherwise make
    // JSX compile to React's development runtime, which the production React lacks).
    mode: 'production',
    oxc: { jsx: { runtime: 'automatic', development: false } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      minify: true,
      sourcemap,
      lib: { entry: join(root, entry), name: global, formats: [format], fileName: () => `bundle.js` },
      rolldownOptions: format === 'es' ? { external: [...ESM_EXTERNAL] } : {},
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs
    .flatMap((o) => o.output)
    .filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${entry}: expected one chunk, got ${chunks.length}`);
  return { code: chunks[0]!.code, map: chunks[0]!.map };
}

/** Builds one family's IIFE in memory (what the budget test measures). */
export async function buildFamily(name: FamilyName): Promise<CompressedBundle> {
  const family = FAMILIES[name];
  return describe(name, await bundle(family.entry, 'iife', family.global), 'js');
}

/** Builds the ESM bundle in memory, re-minified. */
export async function buildEsm(): Promise<CompressedBundle> {
  const code = await bundle(ESM_BUNDLE.entry, 'es', 'IspzWidgets');
  const minified = await minify('widgets.js', code, {
    module: true,
    compress: true,
    mangle: { toplevel: true },
  });
  return describe(ESM_BUNDLE.name, minified.code, 'mjs');
}

/** Builds every bundle and writes them with `manifest.json` into `outDir` (replacing it). */
export async function buildWidgets(outDir: string = WIDGETS_DIST): Promise<WidgetManifest> {
  const built: CompressedBundle[] = [];
  for (const name of Object.keys(FAMILIES) as FamilyName[]) built.push(await buildFamily(name));
  built.push(await buildEsm());
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const manifest: Record<string, Omit<BuiltBundle, 'code' | 'name'>> = {};
  for (const { name, code, gzip, brotli, ...figures } of built) {
    await writeFile(join(outDir, figures.file), code);
    await writeFile(join(outDir, `${figures.file}.gz`), gzip);
    await writeFile(join(outDir, `${figures.file}.br`), brotli);
    manifest[name] = figures;
  }
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const manifest = await buildWidgets(process.argv[2] ? resolve(process.argv[2]) : WIDGETS_DIST);
  for (const [name, entry] of Object.entries(manifest)) {
    console.log(
      `${name.padEnd(8)} ${entry.file.padEnd(26)} ${kb(entry.bytes).padStart(9)}  gzip ${kb(entry.gzipBytes)}  brotli ${kb(entry.brotliBytes)}`,
    );
  }
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
