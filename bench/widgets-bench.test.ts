/**
 * The widgets part of `npm run bench` runs end to end at a tiny size: the auth family is built as
 * served and weighed against its budget, LOAN RECORDS and the bare table are measured in
 * Chromium on 1,000 loans (one repeat), both tables print and the JSON summary is written.
 * Timings are never asserted (bench/README.md): only that every figure was measured.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../widgets/build/families';
import { formatWidgets, runWidgetsBench, writeWidgetsSummary } from './widgets-bench';

describe('the widgets benchmark', () => {
  it('weighs a family against its budget and measures LOAN RECORDS beside the bare table', async () => {
    const summary = await runWidgetsBench({ loans: 1_000, repeats: 1, families: ['auth'], esm: false });
    const [auth] = summary.sizes;
    expect(summary.sizes).toHaveLength(1);
    expect(auth).toMatchObject({ name: 'auth', format: 'iife', budgetBytes: FAMILIES.auth.budget });
    // Compressed forms are smaller than the code, and brotli (quality 11) beats gzip on it.
    expect(auth!.gzipBytes).toBeLessThan(auth!.bytes);
    expect(auth!.brotliBytes).toBeLessThan(auth!.gzipBytes);
    expect(auth!.ofBudget).toBeCloseTo(auth!.gzipBytes / FAMILIES.auth.budget, 6);

    const names = summary.loanRecords.map((f) => f.name);
    expect(names).toEqual(['firstPaint', 'sort', 'filter', 'nextPage', 'pageSize', 'scroll']);
    for (const figure of summary.loanRecords) {
      expect(Number.isFinite(figure.bareMs)).toBe(true);
      expect(Number.isFinite(figure.widgetMs)).toBe(true);
      expect(figure.ratio).toBeCloseTo(figure.widgetMs / figure.bareMs, 6);
    }

    const printed = formatWidgets(summary).join('\n');
    expect(printed).toMatch(/auth \(IIFE\) .* within|auth \(IIFE\) .* OVER/);
    expect(printed).toContain('LOAN RECORDS widget vs bare TanStack Table + Virtual, 1,000 loans');
    const dir = mkdtempSync(join(tmpdir(), 'ispz-widgets-bench-'));
    try {
      writeWidgetsSummary(summary, join(dir, 'widgets.json'));
      expect(JSON.parse(readFileSync(join(dir, 'widgets.json'), 'utf8'))).toEqual(summary);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
