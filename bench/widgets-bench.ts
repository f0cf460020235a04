/**
 * The widgets part of `npm run bench` (issue 18), not a test: the weight of every widget bundle
 * against its budget (widgets-sizes.ts), then the LOAN RECORDS widget on N loans (default
 * 100,000) in headless Chromium against a bare TanStack Table + Virtual measured the same way in
 * the same run (widgets-loan-records.ts), each interaction with its widget ÷ baseline ratio.
 * Prints both tables and writes one JSON summary with the machine; never fails on a timing.
 *
 * npm run bench:widgets [-- <loans> <repeats>] [--json <file>]
 * (defaults 100,000, 5 and data/bench/widgets.json)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FamilyName } from '../widgets/build/families';
import { type BenchMachine, benchMachine, formatMachine, loadNow } from './machine';
import { type BenchFigure, formatFigures, runLoanRecordsBench } from './widgets-loan-records';
import { ALL_FAMILIES, formatWidgetSizes, measureWidgetSizes, type WidgetSize } from './widgets-sizes';

export interface WidgetsBenchOptions {
  /** Loans behind the LOAN RECORDS widget and the bare table. */
  readonly loans: number;
  /** Repeats of each interaction (the median is reported). */
  readonly repeats: number;
  /** Families to weigh (default every one) and whether to weigh the ESM build (default yes). */
  readonly families?: readonly FamilyName[];
  readonly esm?: boolean;
}

/** One interaction with its ratio: widgetMs ÷ bareMs. */
export interface LoanRecordsFigure extends BenchFigure {
  readonly ratio: number;
}

export interface WidgetsSummary {
  readonly bench: 'widgets';
  readonly at: string;
  readonly machine: BenchMachine;
  readonly options: WidgetsBenchOptions;
  readonly sizes: readonly WidgetSize[];
  readonly loanRecords: readonly LoanRecordsFigure[];
}

/** Weighs the bundles, then measures LOAN RECORDS against the bare table. */
export async function runWidgetsBench(options: WidgetsBenchOptions): Promise<WidgetsSummary> {
  const loadBefore = loadNow();
  const sizes = await measureWidgetSizes(options.families ?? ALL_FAMILIES, options.esm ?? true);
  const figures = await runLoanRecordsBench(options.loans, options.repeats);
  return {
    bench: 'widgets',
    at: new Date().toISOString(),
    machine: benchMachine(loadBefore),
    options,
    sizes,
    loanRecords: figures.map((f) => ({ ...f, ratio: f.widgetMs / f.bareMs })),
  };
}

/** Both printed tables and the machine line. */
export function formatWidgets(summary: WidgetsSummary): string[] {
  return [
    ...formatWidgetSizes(summary.sizes),
    '',
    formatFigures(summary.options.loans, summary.loanRecords),
    `(${formatMachine(summary.machine)})`,
  ];
}

/** Writes the summary as JSON to `file` (its folder created). */
export function writeWidgetsSummary(summary: WidgetsSummary, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--json');
  const json = at >= 0 ? args.splice(at, 2)[1]! : 'data/bench/widgets.json';
  const [loans = '100000', repeats = '5'] = args;
  const summary = await runWidgetsBench({ loans: Number(loans), repeats: Number(repeats) });
  for (const line of formatWidgets(summary)) console.log(line);
  writeWidgetsSummary(summary, json);
  console.log(`\nSummary written to ${json}`);
}
