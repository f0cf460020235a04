/**
 * The tape-import benchmark runs end to end at a tiny size on SQLite: the tape is generated and
 * written, `ispz tape import` and the raw limit each run as a child on a fresh copy of the
 * template database (in this process, for speed; the benchmark itself spawns them), and every
 * figure is measured and printed. Timings are never asserted
 * (bench/README.md): only that each figure was measured and the import took every row.
 */
import { describe, expect, it } from 'vitest';
import { runTapeImportBench } from './tape-import';
import { formatTapeImport } from './tape-import-summary';

describe('the tape-import benchmark', () => {
  it('imports through the CLI and measures the raw limit beside it', async () => {
    const summary = await runTapeImportBench({
      loans: 40,
      columns: 30,
      formats: ['csv'],
      postgres: false,
      inProcess: true,
    });
    expect(summary.runs).toHaveLength(1);
    const [run] = summary.runs;
    expect(run).toMatchObject({ database: 'sqlite', format: 'csv', cli: { accepted: 40 } });
    for (const figure of [run!.raw.ms, run!.cli.ms, run!.raw.maxRssMiB, run!.cli.maxRssMiB, run!.ratio])
      expect(figure).toBeGreaterThan(0);
    expect(formatTapeImport(summary).join('\n')).toContain('raw ÷ import');
  }, 30_000);
});
