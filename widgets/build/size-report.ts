/**
 * Where a family's bytes go: builds its IIFE exactly as served, with a source map, gives every
 * byte of the minified code to the source it came from, and prints each package and each
 * folder of ours with its minified size and the gzip size of its bytes alone (so the parts add
 * up to more than the whole: gzip shares a dictionary across them). The figures behind
 * widgets/build/README.md's budget table.
 *
 * Run: `npm run size:report -- [family|entry.ts] [--files]`
 */
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { bundleChunk } from './build-widgets';
import { FAMILIES, type FamilyName } from './families';

/** One source's share of a bundle. */
export interface SourceShare {
  /** `npm:react-dom`, or the repository path (`widgets/kit/form.tsx`). */
  readonly source: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** The name a source is reported under: its package, or its path in the repository. */
export function sourceName(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg ? `npm:${pkg[1]}` : source.replace(/^(\.\.\/)+/, '');
}

/** Gives each run of the minified `code` to the source its mapping names; gzips each share alone. */
export function attribute(
  code: string,
  map: ConstructorParameters<typeof SourceMapConsumer>[0],
): SourceShare[] {
  const segments: { line: number; column: number; source: string }[] = [];
  new SourceMapConsumer(map).eachMapping((m) =>
    segments.push({ line: m.generatedLine, column: m.generatedColumn, source: sourceName(m.source ?? '?') }),
  );
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const lines = code.split('\n');
  const text = new Map<string, string[]>();
  segments.forEach((s, i) => {
    const next = segments[i + 1];
    const line = lines[s.line - 1] ?? '';
    const piece = next && next.line === s.line ? line.slice(s.column, next.column) : line.slice(s.column);
    (text.get(s.source) ?? text.set(s.source, []).get(s.source)!).push(piece);
  });
  return [...text].map(([source, pieces]) => {
    const joined = pieces.join('');
    return { source, bytes: Buffer.byteLength(joined), gzipBytes: gzipSync(joined, { level: 9 }).length };
  });
}

/** Sums shares by package and by our top two folders (`widgets/kit`, `core/errors`). */
export function groupShares(shares: readonly SourceShare[]): SourceShare[] {
  const groups = new Map<string, { bytes: number; gzipBytes: number }>();
  for (const share of shares) {
    const key = share.source.startsWith('npm:')
      ? share.source
      : share.source.split('/').slice(0, 2).join('/');
    const group = groups.get(key) ?? { bytes: 0, gzipBytes: 0 };
    group.bytes += share.bytes;
    group.gzipBytes += share.gzipBytes;
    groups.set(key, group);
  }
  return [...groups].map(([source, g]) => ({ source, ...g })).sort((a, b) => b.bytes - a.bytes);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'auth';
  const family = FAMILIES[target as FamilyName] as { entry: string; global: string } | undefined;
  const entry = family?.entry ?? target;
  const { code, map } = await bundleChunk(entry, 'iife', family?.global ?? 'Report', true);
  if (!map) throw new Error('the build gave no source map');
  const shares = attribute(code, map as never);
  console.log(
    `${entry}: ${kb(Buffer.byteLength(code))} minified, ${kb(gzipSync(code, { level: 9 }).length)} gzip`,
  );
  console.log('(each part gzipped alone, so the parts add up to more than the whole)');
  for (const g of groupShares(shares))
    console.log(`${g.source.padEnd(36)} ${kb(g.bytes)} min ${kb(g.gzipBytes)} gz`);
  if (process.argv.includes('--files')) {
    for (const s of [...shares].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 60)) {
      console.log(
        `  ${s.source.padEnd(60)} ${String(s.bytes).padStart(7)} ${String(s.gzipBytes).padStart(6)}`,
      );
    }
  }
}
