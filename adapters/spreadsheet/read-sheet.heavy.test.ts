import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { unwrap } from '../../core/errors/result';
import { generateTapeSheet } from '../../fixtures/tape-generator';
import { HEAVY_SHEETS } from '../../fixtures/tapes/hostile-files';
import { DEFAULT_LIMITS } from './limits';
import { readSheet, type SheetProgress } from './read-sheet';
import { writeCsv, writeXlsx } from './write-sheet';

const MiB = 1024 * 1024;

/** Runs `work`, sampling memory while it runs: elapsed ms and the largest growth over the start. */
async function measured<T>(work: () => Promise<T>) {
  const base = process.memoryUsage();
  let growth = 0;
  const sample = () => {
    const m = process.memoryUsage();
    growth = Math.max(growth, m.heapUsed + m.arrayBuffers - (base.heapUsed + base.arrayBuffers));
  };
  const timer = setInterval(sample, 5);
  const start = performance.now();
  try {
    const value = await work();
    sample();
    return { value, ms: performance.now() - start, growthMb: growth / MiB };
  } finally {
    clearInterval(timer);
  }
}

describe('heavy spreadsheets', () => {
  it.each([
    ['wide', 'SPREADSHEET.TOO_MANY_COLUMNS'],
    ['tall', 'SPREADSHEET.TOO_MANY_ROWS'],
    ['longCell', 'SPREADSHEET.CELL_TOO_LONG'],
    ['sharedStrings', 'SPREADSHEET.TOO_MUCH_TEXT'],
  ] as const)('refuses a %s workbook within a second and without large allocations', async (kind, code) => {
    const bytes = HEAVY_SHEETS[kind]();
    expect(bytes.length).toBeLessThan(10 * MiB);
    const { value, ms, growthMb } = await measured(() => readSheet(bytes, 'heavy.xlsx'));
    expect(value).toMatchObject({ ok: false, error: { code } });
    expect(ms).toBeLessThan(1_000);
    expect(growthMb).toBeLessThan(64);
  });

  it('refuses a workbook of more cells than allowed before parsing any of them', async () => {
    // 8.55 million cells, each row and column count within bounds: the census reads every byte
    // up to the 8,000,001st cell, so this is the slowest refusal (≈ 1 s here, ≈ 135 MB of XML).
    const { value, ms, growthMb } = await measured(() => readSheet(HEAVY_SHEETS.manyCells(), 'cells.xlsx'));
    expect(value).toMatchObject({ ok: false, error: { code: 'SPREADSHEET.TOO_MANY_CELLS' } });
    expect(ms).toBeLessThan(5_000);
    expect(growthMb).toBeLessThan(64);
  });

  it.each([
    ['wide', `${'a,'.repeat(3_000_000)}\n${'1,'.repeat(100)}\n`, 'SPREADSHEET.TOO_MANY_COLUMNS'],
    ['tall', `loan_id,x\n${'L,1\n'.repeat(2_000_000)}`, 'SPREADSHEET.TOO_MANY_ROWS'],
    ['one-cell', `loan_id,x\n"${'A'.repeat(5_000_000)}",1\n`, 'SPREADSHEET.CELL_TOO_LONG'],
  ])('refuses a %s CSV within a second and without parsing it', async (_kind, csv, code) => {
    const bytes = Buffer.from(csv);
    const { value, ms, growthMb } = await measured(() => readSheet(bytes, 'heavy.csv'));
    expect(value).toMatchObject({ ok: false, error: { code } });
    expect(ms).toBeLessThan(1_000);
    expect(growthMb).toBeLessThan(64);
  });

  it('parses a 10,000-row tape on a worker thread: the event loop keeps ticking and progress is reported', async () => {
    const bytes = writeCsv(generateTapeSheet(10_000, { seed: 3, style: 'platform' }));
    expect(bytes.length).toBeGreaterThan(DEFAULT_LIMITS.workerFromBytes);
    const progress: SheetProgress[] = [];
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks++;
    }, 10);
    const start = performance.now();
    const table = unwrap(
      await readSheet(bytes, 'big.csv', DEFAULT_LIMITS, { onProgress: (p) => progress.push(p) }),
    );
    const elapsed = performance.now() - start;
    clearInterval(timer);
    expect(table.rows).toHaveLength(10_000);
    // A tick at least every 10 ms would be elapsed / 10; allow for a busy machine, but a parse
    // on this thread would leave one gap as long as the whole parse.
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
    expect(longestGap).toBeLessThan(Math.max(250, elapsed / 3));
    expect(progress.map((p) => p.stage)).toEqual(expect.arrayContaining(['check', 'parse', 'rows']));
    expect(progress.at(-1)).toEqual({ stage: 'rows', done: 10_000, total: 10_000 });
  });

  it('reads a large xlsx on the worker exactly as on the main thread', async () => {
    const bytes = writeXlsx(generateTapeSheet(300, { seed: 5, style: 'asf' }));
    const here = unwrap(await readSheet(bytes, 't.xlsx', { ...DEFAULT_LIMITS, workerFromBytes: Infinity }));
    const there = unwrap(await readSheet(bytes, 't.xlsx', { ...DEFAULT_LIMITS, workerFromBytes: 0 }));
    expect(there).toEqual(here);
  });

  it('refuses, as data, a parse that needs more heap than the worker is given', async () => {
    const bytes = writeCsv(generateTapeSheet(20_000, { seed: 4, style: 'platform' }));
    const tiny = { ...DEFAULT_LIMITS, workerFromBytes: 0, workerHeapMb: 16 };
    expect(await readSheet(bytes, 'big.csv', tiny)).toMatchObject({
      ok: false,
      error: { code: 'SPREADSHEET.TOO_BIG_TO_READ' },
    });
  });
});

describe('workbook quirks', () => {
  function dated(date1904: boolean): Buffer {
    const ws = XLSX.utils.aoa_to_sheet(
      [
        ['loan_id', 'MATURITY_DATE'],
        ['A', new Date(Date.UTC(2051, 5, 1))],
      ],
      {
        cellDates: true,
        dateNF: 'yyyy-mm-dd',
      },
    );
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Tape');
    wb.Workbook = { WBProps: { date1904 } };
    return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  }

  it('reads dates of a 1904-date-system workbook as the dates they are', async () => {
    for (const date1904 of [false, true]) {
      const table = unwrap(await readSheet(dated(date1904), 'd.xlsx'));
      expect(table.rows[0]).toEqual({ loan_id: 'A', MATURITY_DATE: '2051-06-01' });
    }
  });

  it('drops NUL characters from headers and keeps them in cells for the edits to reject', async () => {
    const bytes = writeXlsx({ headers: ['loan_id', 'No\u0000te'], rows: [['A', 'x\u0000y']] });
    const table = unwrap(await readSheet(bytes, 'n.xlsx'));
    expect(table.headers).toEqual(['loan_id', 'Note']);
    expect(table.rows[0]).toEqual({ loan_id: 'A', Note: 'x\u0000y' });
  });
});
