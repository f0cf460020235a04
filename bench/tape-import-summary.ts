import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BenchMachine } from './machine';
import type { ChildRun, Format } from './tape-import-run';

/** The figures of bench/tape-import.ts, its printed table and its JSON summary. */

export interface TapeImportBenchOptions {
  readonly loans: number;
  readonly columns: number;
  readonly formats: readonly Format[];
  /** false: SQLite only; a URL: that server; true: a throwaway cluster (skipped, and said so, without binaries). */
  readonly postgres: boolean | string;
  /** Run both imports in this process instead of spawning them (the smoke test; no RSS of their own). */
  readonly inProcess?: boolean;
}

export interface TapeImportRun {
  readonly database: 'sqlite' | 'postgres';
  readonly format: Format;
  readonly fileBytes: number;
  readonly raw: ChildRun & { readonly parseMs: number; readonly insertMs: number };
  readonly cli: ChildRun & { readonly accepted: number };
  /** raw.ms ÷ cli.ms: the share of the raw limit the import reaches. */
  readonly ratio: number;
}

export interface TapeImportSummary {
  readonly bench: 'tape-import';
  readonly at: string;
  readonly machine: BenchMachine;
  readonly options: TapeImportBenchOptions;
  readonly runs: readonly TapeImportRun[];
  readonly skipped: readonly { readonly database: string; readonly reason: string }[];
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`.padStart(10);
const mib = (n: number) => `${Math.round(n)} MiB`.padStart(8);

/** The printed table: per database and format, the raw limit beside the CLI, the ratio and both peaks. */
export function formatTapeImport(summary: TapeImportSummary): string[] {
  const { loans, columns } = summary.options;
  const lines: string[] = [];
  for (const database of ['sqlite', 'postgres'] as const) {
    const runs = summary.runs.filter((r) => r.database === database);
    if (runs.length === 0) continue;
    const baseline =
      database === 'sqlite' ? 'SheetJS + one prepared-insert transaction' : 'SheetJS + COPY FROM STDIN';
    lines.push(
      `\nTape import, ${loans.toLocaleString('en-US')} loans × ${columns} columns (${database}); raw limit: ${baseline}`,
      `  ${'file'.padEnd(18)} ${'raw limit'.padStart(10)} ${'ispz tape import'.padStart(17)}  raw ÷ import   peak RSS raw / import   (raw: parse + insert)`,
    );
    for (const r of runs) {
      const file = `${r.format} (${(r.fileBytes / 1e6).toFixed(1)} MB)`;
      lines.push(
        `  ${file.padEnd(18)} ${ms(r.raw.ms)} ${ms(r.cli.ms).padStart(17)}  ${r.ratio.toFixed(2).padStart(11)}×   ${mib(r.raw.maxRssMiB)} / ${mib(r.cli.maxRssMiB)}   (${ms(r.raw.parseMs).trim()} + ${ms(r.raw.insertMs).trim()})`,
      );
    }
  }
  for (const s of summary.skipped) lines.push(`\n${s.database}: not run (${s.reason})`);
  return lines;
}

/** Writes the summary as JSON to `file` (its folder created). */
export function writeTapeImportSummary(summary: TapeImportSummary, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}
