/**
 * The loan-search benchmark runs end to end on a tiny data set (2,000 loans, 12 searches): the
 * loans are seeded, every search runs through the use case and both hand-written baselines,
 * the answers agree and the table prints. Timings are never asserted (bench/README.md): only
 * that each figure was measured.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLoanSearchBench } from './loan-search';
import { formatLoanSearch, writeLoanSearchSummary } from './loan-search-report';

describe('the loan-search benchmark', () => {
  it('measures the use case and both baselines on the same searches, which agree', async () => {
    const figures = await runLoanSearchBench(2_000, 12);
    expect(figures).toMatchObject({ loans: 2_000, searches: 12, disagreements: 0 });
    for (const subject of [figures.useCase, figures.handWritten, figures.handWrittenIdsFirst]) {
      for (const p of [subject.wall, subject.cpu]) {
        for (const x of [p.p50, p.p95, p.p99]) expect(Number.isFinite(x)).toBe(true);
      }
    }
    // Some of the combinations set a FICO range and some do not: both halves are measured.
    expect(Number.isFinite(figures.useCaseByFico.withRange.p50)).toBe(true);
    expect(Number.isFinite(figures.useCaseByFico.withoutRange.p50)).toBe(true);
    // The combinations narrow the search differently: some match more loans than others.
    expect(figures.matches.max).toBeGreaterThan(figures.matches.min);
    const printed = formatLoanSearch(figures);
    expect(printed).toContain('Loan search, 2,000 loans');
    expect(printed).toContain('answers that disagree: 0');
    expect(printed.split('\n')).toHaveLength(12);
    // Every viewer searched: the three split lines carry figures.
    for (const viewer of ['operator', 'lender', 'investor'] as const)
      expect(Number.isFinite(figures.useCaseByViewer[viewer].p50)).toBe(true);
    const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-summary-'));
    try {
      const summary = JSON.parse(readFileSync(writeLoanSearchSummary(figures, dir), 'utf8'));
      expect(summary).toMatchObject({ bench: 'loan-search', loans: 2_000, useCase: figures.useCase });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
