/**
 * The peak RSS a benchmarked child reports is its own: a child spawned by a parent that has
 * grown large must not report the parent's size (Linux carries `maxRSS` over fork and exec).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const PRELOAD = fileURLToPath(new URL('./child-rss.ts', import.meta.url));

it('reports the child’s own peak, not the peak of the process that spawned it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ispz-rss-'));
  try {
    const file = join(dir, 'rss');
    const ballast = Buffer.alloc(400 * 2 ** 20, 1); // the parent is now 400 MiB larger
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--import', PRELOAD, '-e', '0'], {
      env: { ...process.env, BENCH_RSS_FILE: file },
    });
    expect(child.status).toBe(0);
    const kib = Number(readFileSync(file, 'utf8'));
    expect(kib).toBeGreaterThan(10 * 1024);
    expect(kib).toBeLessThan(ballast.length / 1024 / 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
