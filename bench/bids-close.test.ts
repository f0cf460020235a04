/**
 * The bid-close benchmark runs end to end at a tiny size: the seeded database, both baselines,
 * the use case and `ispz bids close`, each on its own copy, and the printed table. Timings are
 * never asserted (bench/README.md): only that every run was measured and that all four wrote
 * the same award of every bid — so a baseline that drifted from what the close writes fails here.
 */
import { describe, expect, it } from 'vitest';
import { runBidsCloseBench } from './bids-close';
import { formatBidsClose } from './bids-close-summary';

describe('the bid-close benchmark', () => {
  it('closes every bid four ways, each writing the same award, and prints both ratios', async () => {
    const summary = await runBidsCloseBench({ bids: 30, batchSize: 8 });
    expect(summary.writesAgree).toBe(true);
    expect(summary.useCase.writes).toEqual({
      closedBids: 30,
      winningCents: 30 * 10_000_500 + (29 * 30) / 2,
      boughtEntries: 30,
      awardedLoans: 30,
      awards: 30,
      purchaseApprovals: 30,
      auditEntries: 30,
      notices: 90,
    });
    for (const run of [summary.setBased, summary.handBatched, summary.useCase, summary.cli])
      expect(run.ms).toBeGreaterThan(0);
    const table = formatBidsClose(summary).join('\n');
    expect(table).toContain('÷ set');
    expect(table).toContain('÷ hand');
  }, 60_000);
});
