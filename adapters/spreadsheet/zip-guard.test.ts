import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOSTILE_FILES } from '../../fixtures/tapes/build';
import { repeatedDeflate, zipArchive } from '../../fixtures/tapes/zip-writer';
import { DEFAULT_LIMITS } from './limits';
import { writeXlsx } from './write-sheet';
import { checkZip } from './zip-guard';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../fixtures/tapes', name));
const entry = (name: string, text: string) => ({ name, data: Buffer.from(text) });

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; grownBytes: number }> {
  const before = process.memoryUsage();
  const start = performance.now();
  const result = await work();
  const after = process.memoryUsage();
  const grownBytes = after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers);
  return { result, ms: performance.now() - start, grownBytes };
}

describe('ZIP guard', () => {
  it('passes an ordinary workbook', async () => {
    const xlsx = writeXlsx({ headers: ['a'], rows: [[1], ['x']] });
    expect(await checkZip(xlsx, DEFAULT_LIMITS)).toEqual({ ok: true, value: undefined });
  });

  it('refuses the ZIP bomb from its directory, quickly and without inflating it', async () => {
    const { result, ms, grownBytes } = await timed(() =>
      checkZip(fixture(HOSTILE_FILES.zipBomb), DEFAULT_LIMITS),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ kind: 'invalid', code: 'SPREADSHEET.ZIP_REFUSED' });
      expect(result.error.message).toMatch(
        /^The workbook was refused: 'xl\/worksheets\/sheet1.xml' expands \d+ times/,
      );
    }
    expect(ms).toBeLessThan(1000);
    expect(grownBytes).toBeLessThan(32 * 1024 * 1024);
  });

  it('refuses an entry that inflates beyond its declared size, stopping at the first chunk over', async () => {
    const { result, ms, grownBytes } = await timed(() =>
      checkZip(fixture(HOSTILE_FILES.lyingZip), DEFAULT_LIMITS),
    );
    expect(!result.ok && result.error.message).toBe(
      "The workbook was refused: 'xl/worksheets/sheet1.xml' is larger or smaller than it declares.",
    );
    expect(ms).toBeLessThan(1000);
    expect(grownBytes).toBeLessThan(32 * 1024 * 1024);
  });

  it('refuses an entry smaller than it declares', async () => {
    const zip = zipArchive([{ ...entry('a.xml', 'short'), declaredSize: 500 }]);
    expect((await checkZip(zip, DEFAULT_LIMITS)).ok).toBe(false);
  });

  it('bounds the number of entries, each size and the total', async () => {
    const many = zipArchive(Array.from({ length: 12 }, (_, i) => entry(`f${i}.xml`, 'x')));
    const small = { ...DEFAULT_LIMITS, maxZipEntries: 10, maxEntryBytes: 1000, maxTotalBytes: 1500 };
    expect(await checkZip(many, small)).toMatchObject({
      ok: false,
      error: { message: 'The workbook was refused: it holds 12 files, more than 10.' },
    });
    const big = zipArchive([entry('big.xml', 'y'.repeat(1001))]);
    expect(await checkZip(big, small)).toMatchObject({
      ok: false,
      error: { message: "The workbook was refused: 'big.xml' expands to more than 1,000 bytes." },
    });
    const total = zipArchive([entry('a.xml', 'a'.repeat(900)), entry('b.xml', 'b'.repeat(900))]);
    expect((await checkZip(total, small)).ok).toBe(false);
    expect((await checkZip(total, DEFAULT_LIMITS)).ok).toBe(true);
  });

  it('refuses many entries that each stay under the limits but overlap one payload', async () => {
    // Every directory entry points at the same 100 MiB payload (a "non-recursive" bomb).
    const payload = repeatedDeflate(Buffer.alloc(1024 * 1024), 100);
    const one = zipArchive([{ name: 'x.xml', ...payload }]);
    const copies = zipArchive(Array.from({ length: 5 }, (_, i) => ({ name: `x${i}.xml`, ...payload })));
    expect(one.length).toBeLessThan(200_000);
    const limits = { ...DEFAULT_LIMITS, maxRatio: 2000 };
    const { result, ms } = await timed(() => checkZip(copies, limits));
    expect(!result.ok && result.error.message).toBe(
      'The workbook was refused: it expands to more than 400 MB.',
    );
    expect(ms).toBeLessThan(1000);
  });

  it('refuses damaged archives', async () => {
    const xlsx = writeXlsx({ headers: ['a'], rows: [[1]] });
    expect((await checkZip(xlsx.subarray(0, xlsx.length - 30), DEFAULT_LIMITS)).ok).toBe(false);
    expect((await checkZip(Buffer.from('PK\x03\x04 not really'), DEFAULT_LIMITS)).ok).toBe(false);
  });
});
