/**
 * The figures of bench/bids-close.ts, its printed table and its JSON summary (beside the other
 * benches' in data/bench/, with the machine it ran on and its load before and after: the
 * machine is shared, so each run's CPU time is given beside its wall-clock time).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Writes } from './bids-close-data';
import { type BenchMachine, benchMachine } from './machine';

export interface BidsCloseOptions {
  readonly bids: number;
  /** Bids per transaction of the close (the hand-batched baseline always takes 100). */
  readonly batchSize: number;
}

/** One run: wall-clock and CPU milliseconds, and what it wrote. */
export interface CloseRun {
  readonly ms: number;
  readonly cpuMs: number;
  readonly writes: Writes;
}

export interface BidsCloseSummary {
  readonly bench: 'bids-close';
  readonly at: string;
  readonly machine: BenchMachine;
  readonly options: BidsCloseOptions;
  readonly seedMs: number;
  /** Hand-written set-based SQL, one statement per table over every bid (bids-close-set-based.ts). */
  readonly setBased: CloseRun;
  /** The same writes as prepared statements row by row, 100 bids a transaction (bids-close-baseline.ts). */
  readonly handBatched: CloseRun;
  /** `closeExpiredBids` on an open platform: the close alone. */
  readonly useCase: CloseRun;
  /** `ispz bids close --now … --json`, in this process, from the command's start to its end (platform opened and closed). */
  readonly cli: CloseRun;
  /** Every run wrote the same counts (and the same winners' sum). */
  readonly writesAgree: boolean;
  /** The goal: `ispz bids close` of 100,000 bids within 5 s. */
  readonly goalMs: number;
}

/** The machine now, with the load average at the start of the runs. */
export const machine = (loadAtStart: number): BenchMachine => benchMachine(loadAtStart);

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`.padStart(10);
const ratio = (n: number, base: number) => `${(n / base).toFixed(2)}×`.padStart(8);

/** The printed table: each run's wall and CPU time, µs a bid, and both ratios. */
export function formatBidsClose(s: BidsCloseSummary): string[] {
  const { bids, batchSize } = s.options;
  const row = (label: string, run: CloseRun) =>
    `  ${label.padEnd(40)} ${ms(run.ms)} ${ms(run.cpuMs)} ${((run.ms * 1000) / bids).toFixed(1).padStart(8)} ` +
    `${ratio(run.ms, s.setBased.ms)} ${ratio(run.ms, s.handBatched.ms)}`;
  const cliMet =
    bids >= 100_000 ? (s.cli.ms <= s.goalMs ? 'met' : 'NOT met') : 'not judged below 100,000 bids';
  return [
    `\nBid close of ${bids.toLocaleString('en-US')} expired bids (SQLite; two entries each, seeded in ${ms(s.seedMs).trim()}), ` +
      `${s.useCase.writes.closedBids.toLocaleString('en-US')} awarded`,
    `  ${''.padEnd(40)} ${'wall'.padStart(10)} ${'CPU'.padStart(10)} ${'µs/bid'.padStart(8)} ${'÷ set'.padStart(8)} ${'÷ hand'.padStart(8)}`,
    row('set-based SQL, one statement a table', s.setBased),
    row('hand-batched, 100 bids a transaction', s.handBatched),
    row(`closeExpiredBids, batches of ${batchSize}`, s.useCase),
    row('ispz bids close (platform open to close)', s.cli),
    `  every run wrote the same award: ${s.writesAgree ? 'yes' : 'NO'}; goal ispz bids close ≤ ${ms(s.goalMs).trim()}: ${cliMet}`,
  ];
}

/** Writes the summary as JSON to `file` (its folder created). */
export function writeBidsCloseSummary(summary: BidsCloseSummary, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}
