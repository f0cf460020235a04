/**
 * The GET-beside-import benchmark runs end to end at a tiny size: `ispz serve` starts on a temp
 * SQLite file (in this process, for speed), both GETs are loaded alone for a second, then while
 * a spawned `ispz tape import` of 300 loans writes into the same file, then alone again, and
 * every figure is printed. Timings are never asserted (bench/README.md); what is asserted is that
 * every GET of every window answered 2xx — a read refused or dropped beside the import fails the
 * test — that the import took every row, and that its commit was seen before its exit.
 */
import { describe, expect, it } from 'vitest';
import { runGetBesideImportBench } from './get-beside-import';
import { formatGetBesideImport } from './get-beside-import-summary';

describe('the GET-beside-import benchmark', () => {
  it('measures both GETs alone, beside an import in another process and after it', async () => {
    const summary = await runGetBesideImportBench({
      loans: 300,
      format: 'xlsx',
      connections: 2,
      aloneSeconds: 1,
      openBids: 20,
      inProcess: true,
    });
    expect(summary.import.accepted).toBe(300);
    expect(summary.import.committedAtMs).toBeGreaterThan(0);
    expect(summary.import.committedAtMs).toBeLessThanOrEqual(summary.import.ms);
    expect(summary.gets.map((g) => g.route)).toEqual([
      'GET /api/get_loans_list?page=1&limit=50',
      'GET /api/bidding_table?page=1&limit=50',
    ]);
    for (const pair of summary.gets) {
      for (const figure of [pair.alone, pair.beside, pair.after]) {
        expect(figure.ok).toBeGreaterThan(0);
        expect(figure.failed).toBe(0);
        expect(figure.p50Ms).toBeLessThanOrEqual(figure.p99Ms);
        expect(figure.p99Ms).toBeLessThanOrEqual(figure.maxMs);
      }
      // The commit cuts the window beside the import in two: every answer is in one of them.
      expect(pair.toCommit!.ok + pair.fromCommit!.ok).toBe(pair.beside.ok);
      expect(pair.p99Ratio).toBeCloseTo(pair.beside.p99Ms / pair.alone.p99Ms, 6);
    }
    const printed = formatGetBesideImport(summary).join('\n');
    expect(printed).toContain('GETs beside `ispz tape import` of 300 loans');
    expect(printed).toContain('goal p99 < 50 ms beside the import');
  }, 60_000);
});
