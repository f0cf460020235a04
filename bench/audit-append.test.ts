/**
 * The audited-writes benchmark runs end to end at a tiny size (4 connections × 15 transactions)
 * on the test cluster: all three subjects are measured, the sealer catches up and the chain
 * verifies, and the table prints. Timings are never asserted (bench/README.md).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../adapters/db/testing/test-databases';
import { formatAuditAppend, runAuditAppendBench, writeAuditAppendSummary } from './audit-append';

const postgres = testDatabases().find((b) => b.name === 'postgres');

describe.runIf(postgres !== undefined)('the audited-writes benchmark', () => {
  it('measures the bare insert, the head-locked append and the sealed append, and the chain verifies', async () => {
    const { url } = await postgres!.open();
    const figures = await runAuditAppendBench(url, 4, 15);
    expect(figures).toMatchObject({ connections: 4, writesPerConnection: 15, verifiedEntries: 60 });
    for (const n of [figures.bare, figures.head, figures.sealed, figures.sealCatchUpMs])
      expect(Number.isFinite(n)).toBe(true);
    const printed = formatAuditAppend(figures);
    expect(printed).toContain('Audited writes on PostgreSQL, 4 connections × 15 transactions');
    expect(printed).toMatch(/now: numbered insert.*of bare, .* before/);
    const dir = mkdtempSync(join(tmpdir(), 'ispz-bench-summary-'));
    try {
      const summary = JSON.parse(readFileSync(writeAuditAppendSummary(figures, dir), 'utf8'));
      expect(summary).toMatchObject({ bench: 'audit-append', verifiedEntries: 60 });
      expect(summary.ratios.sealedOfHead).toBeCloseTo(figures.sealed / figures.head);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
