/**
 * The loan-search benchmark's output: the printed table (each subject's p50/p95/p99 by the wall
 * clock and by CPU, and its ratio to the plain hand-written SQL; the use case against the
 * hand-written ids-first SQL, the shape it runs; the goal) and the JSON summary beside the other
 * benches' in data/bench/, with the machine it ran on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoanSearchFigures, Percentiles, SubjectFigures } from './loan-search';
import { benchMachine, loadNow } from './machine';

const ms = (x: number) => `${x.toFixed(1).padStart(8)} ms`;
const ratio = (x: number, base: number) => `${(x / base).toFixed(2).padStart(6)}×`;
const triple = (p: Percentiles) => `${ms(p.p50)}${ms(p.p95)}${ms(p.p99)}`;

/** The figures as the printed table. */
export function formatLoanSearch(f: LoanSearchFigures): string {
  const count = (n: number) => n.toLocaleString('en-US');
  const row = (label: string, s: SubjectFigures, base: SubjectFigures) =>
    `  ${label.padEnd(34)}${triple(s.wall)}   ${ratio(s.wall.p50, base.wall.p50)}${ratio(s.wall.p95, base.wall.p95)}   cpu${triple(s.cpu)}`;
  const ownShape = (p: 'p50' | 'p95') => ratio(f.useCase.wall[p], f.handWrittenIdsFirst.wall[p]);
  const goal = f.useCase.wall.p95 <= 50 && f.useCase.wall.p95 <= 1.5 * f.handWrittenIdsFirst.wall.p95;
  return [
    `Loan search, ${count(f.loans)} loans (seeded in ${(f.seedMs / 1000).toFixed(1)} s), ${f.searches} filter ` +
      `combinations, count + page of 10 (${count(f.matches.min)}–${count(f.matches.max)} matches)`,
    `  ${''.padEnd(34)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'p99'.padStart(11)}   ÷ baseline p50, p95   ` +
      `cpu p50, p95, p99`,
    row('hand-written, plain (baseline)', f.handWritten, f.handWritten),
    row('hand-written, ids first', f.handWrittenIdsFirst, f.handWritten),
    row('searchLoans use case', f.useCase, f.handWritten),
    `  use case ÷ hand-written ids first: ${ownShape('p50')} p50, ${ownShape('p95')} p95`,
    `  use case with a FICO range:    ${triple(f.useCaseByFico.withRange)}`,
    `  use case without a FICO range: ${triple(f.useCaseByFico.withoutRange)}`,
    ...(['operator', 'lender', 'investor'] as const).map(
      (viewer) => `  use case, the ${viewer.padEnd(8)} searching: ${triple(f.useCaseByViewer[viewer])}`,
    ),
    `  goal p95 ≤ 50 ms and ≤ 1.5× hand-written: ${goal ? 'met' : 'NOT met'}; answers that disagree: ${f.disagreements}`,
  ].join('\n');
}

/**
 * Writes the figures, with the machine they ran on (and the load average `loadBefore` the runs,
 * taken by the caller, beside the load now), as JSON to `dir/loan-search.json`; returns the path.
 */
export function writeLoanSearchSummary(
  f: LoanSearchFigures,
  dir = join('data', 'bench'),
  loadBefore = loadNow(),
): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'loan-search.json');
  const machine = benchMachine(loadBefore);
  const summary = { bench: 'loan-search', at: new Date().toISOString(), machine, ...f };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
