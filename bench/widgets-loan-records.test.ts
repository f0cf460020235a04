/**
 * The loan-records benchmark runs end to end on a small data set (1,000 loans, one repeat):
 * the page builds, both subjects render in Chromium and every interaction is printed. Timings
 * are never asserted (bench/README.md): only that each figure was measured.
 */
import { describe, expect, it } from 'vitest';
import { formatFigures, runLoanRecordsBench } from './widgets-loan-records';

describe('the loan-records benchmark', () => {
  it('measures the baseline on every interaction and prints the table', async () => {
    const figures = await runLoanRecordsBench(1_000, 1);
    const printed = formatFigures(1_000, figures);
    expect(figures.map((f) => f.name)).toEqual([
      'firstPaint',
      'sort',
      'filter',
      'nextPage',
      'pageSize',
      'scroll',
    ]);
    for (const figure of figures) expect(Number.isFinite(figure.bareMs)).toBe(true);
    expect(Number.isFinite(figures[0]?.widgetMs)).toBe(true);
    // The widget sorts on the server now: its FICO header is timed like the baseline's.
    expect(Number.isFinite(figures.find((f) => f.name === 'sort')?.widgetMs)).toBe(true);
    expect(printed).toContain('LOAN RECORDS widget vs bare TanStack Table + Virtual, 1,000 loans');
    expect(printed.split('\n')).toHaveLength(8);
  }, 120_000);
});
