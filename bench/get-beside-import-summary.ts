/**
 * The figures of bench/get-beside-import.ts, its printed table and its JSON summary: each GET
 * alone (the baseline), beside the import (whole, and cut at its commit) and alone again after
 * it, the p99 ratios, and the goal of issue 17 (p99 under 50 ms while another process imports
 * 100,000 loans), with the machine it ran on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { formatGetFigure, type GetFigure } from './get-beside-import-load';
import { type BenchMachine, formatMachine } from './machine';
import type { Format } from './tape-import-run';

/** The goal of issue 17: a GET's p99 beside the import. */
export const P99_GOAL_MS = 50;

export interface GetBesideImportOptions {
  /** Loans in the generated tape (30 columns). */
  readonly loans: number;
  readonly format: Format;
  /** Connections in all, shared between the two GETs. */
  readonly connections: number;
  /** How long each GET is measured alone, before the import (the baseline) and after it. */
  readonly aloneSeconds: number;
  /** Open bids in the investor's bidding table. */
  readonly openBids: number;
  /** The server in this process rather than its own (the smoke test; the import is spawned either way). */
  readonly inProcess?: boolean;
}

/** One GET alone, beside the import and after it. */
export interface GetPair {
  readonly route: string;
  readonly alone: GetFigure;
  readonly beside: GetFigure;
  /** The stretches of `beside` before the import's commit was seen and after it (null: not seen). */
  readonly toCommit: GetFigure | null;
  readonly fromCommit: GetFigure | null;
  /** Alone again once the import has exited: the same GET over the grown tables. */
  readonly after: GetFigure;
  /** beside.p99Ms ÷ alone.p99Ms. */
  readonly p99Ratio: number;
  /** beside.p99Ms < P99_GOAL_MS. */
  readonly goalMet: boolean;
}

export interface GetBesideImportSummary {
  readonly bench: 'get-beside-import';
  readonly at: string;
  readonly machine: BenchMachine;
  readonly options: GetBesideImportOptions;
  /** `ispz tape import`, spawned: spawn to exit, spawn to the commit seen, rows taken, file size, peak RSS. */
  readonly import: {
    readonly ms: number;
    readonly committedAtMs: number | null;
    readonly accepted: number;
    readonly fileBytes: number;
    readonly maxRssMiB: number;
  };
  readonly gets: readonly GetPair[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The printed table: per GET the baseline, the figures beside the import and after it, the ratio and the goal. */
export function formatGetBesideImport(summary: GetBesideImportSummary): string[] {
  const { loans, format, connections } = summary.options;
  const perGet = Math.max(1, Math.floor(connections / summary.gets.length));
  const run = summary.import;
  const commit =
    run.committedAtMs === null ? 'commit not seen' : `committed at ${seconds(run.committedAtMs)}`;
  const lines = [
    `GETs beside \`ispz tape import\` of ${loans.toLocaleString('en-US')} loans (${format}, ${(run.fileBytes / 1e6).toFixed(1)} MB) in another process, SQLite`,
    `  the import: ${commit}, exited at ${seconds(run.ms)} from its spawn; ${run.accepted.toLocaleString('en-US')} loans, peak RSS ${Math.round(run.maxRssMiB)} MiB`,
    `  ${connections} connections, ${perGet} on each GET at once, one request in flight on each`,
  ];
  const row = (label: string, f: GetFigure | null) =>
    f === null ? [] : [`    ${label.padEnd(30)} ${formatGetFigure(f)}`];
  for (const g of summary.gets) {
    lines.push(
      `  ${g.route}`,
      ...row('alone (baseline)', g.alone),
      ...row('beside the import', g.beside),
      ...row('  from its spawn to its commit', g.toCommit),
      ...row('  from its commit to its exit', g.fromCommit),
      ...row('alone after it (grown tables)', g.after),
      `    p99 beside ÷ alone ${g.p99Ratio.toFixed(2).padStart(7)}×   goal p99 < ${P99_GOAL_MS} ms beside the import: ${g.goalMet ? 'met' : 'NOT met'}`,
    );
  }
  lines.push(`  (${formatMachine(summary.machine)})`);
  return lines;
}

/** Writes the summary as JSON to `file` (its folder created). */
export function writeGetBesideImportSummary(summary: GetBesideImportSummary, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}
