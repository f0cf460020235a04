/**
 * What the server relies on: `buildWidgets` writes every bundle under its content-hashed name
 * and a manifest whose figures and integrity hashes are those of the written files, and the
 * same sources give the same names (so a redeploy without changes keeps caches warm).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFamily, buildWidgets, type WidgetManifest } from './build-widgets';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('buildWidgets', () => {
  it('writes hashed bundles and a manifest that describes exactly those files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'widgets-build-'));
    dirs.push(dir);
    const manifest = await buildWidgets(dir);
    expect(JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(Object.keys(manifest).sort()).toEqual(['auth', 'trading', 'widgets']);
    const written = (await readdir(dir)).sort();
    const files = Object.values(manifest).flatMap((e) => [e.file, `${e.file}.gz`, `${e.file}.br`]);
    expect(written).toEqual([...files, 'manifest.json'].sort());
    for (const [name, entry] of Object.entries(manifest as WidgetManifest)) {
      const code = await readFile(join(dir, entry.file));
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
      expect(entry.file).toMatch(new RegExp(`^${name}\\.${hash}\\.m?js$`));
      expect(entry.bytes).toBe(code.length);
      // Zopfli's gzip: smaller than zlib's best, and what the server sends
      expect(entry.gzipBytes).toBeLessThan(gzipSync(code, { level: 9 }).length);
      // the forms the server sends are the file, and weigh what the manifest says
      const gz = await readFile(join(dir, `${entry.file}.gz`));
      const br = await readFile(join(dir, `${entry.file}.br`));
      expect(gunzipSync(gz).equals(code)).toBe(true);
      expect(brotliDecompressSync(br).equals(code)).toBe(true);
      expect([gz.length, br.length]).toEqual([entry.gzipBytes, entry.brotliBytes]);
      expect(entry.integrity).toBe(`sha384-${createHash('sha384').update(code).digest('base64')}`);
    }
    expect((await buildFamily('auth')).file).toBe(manifest.auth?.file);
  });
});
