import { describe, expect, it } from 'vitest';
import { cents } from '../../../core/money/cents';
import { approval, row } from '../../../core/transfer/testing/approval-rows';
import { type KyselyStores, kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// Writers race on the uniqueness rules and version checks of the transfer stores, each in its
// own transaction that stays open a moment after its write (on PostgreSQL on separate pooled
// connections, so the others act on what they read before it commits). Each race has one winner.
const WRITERS = 5;

type Write = (s: KyselyStores, writer: number) => Promise<boolean>;

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'transfer store races on %s',
  (_n, backend) => {
    /** A fresh database, seeded; `wins(write)` runs the writers at once and counts the true answers. */
    const racing = async (seed: (s: KyselyStores) => Promise<unknown> = async () => {}) => {
      const { uow } = await kyselyHarness(backend, kyselyStores)();
      await uow.run(seed);
      const wins = async (write: Write) => {
        const answers = await Promise.all(
          Array.from({ length: WRITERS }, (_, writer) =>
            uow.run(async (s) => {
              const answer = await write(s, writer);
              await new Promise((wake) => setTimeout(wake, 20));
              return answer;
            }),
          ),
        );
        return answers.filter(Boolean).length;
      };
      return { uow, wins };
    };

    it('opens one due-diligence case per investor and tape', async () => {
      const { uow, wins } = await racing();
      const won = await wins((s, w) =>
        s.dueDiligence.insert({
          id: `case-${w}`,
          tapeName: 'Tape A',
          investorId: 'investor-1',
          ddFirmId: `dd-${w}`,
          fileBlobName: 'engagement.pdf',
          startedAt: '2026-02-01T00:00:00.000Z',
        }),
      );
      expect(won).toBe(1);
      expect(await uow.run((s) => s.dueDiligence.casesForTapes(['Tape A']))).toHaveLength(1);
    });

    it('keeps one stakeholder row per investor and loan, and one purchase approval per bid', async () => {
      const { uow, wins } = await racing();
      expect(await wins((s, w) => s.approvals.insertStakeholderRow(row(`r-${w}`)))).toBe(1);
      expect(
        await wins((s, w) => s.approvals.insertPurchaseApproval(approval(`p-${w}`, { bidId: 'bid-1' }))),
      ).toBe(1);
      expect(await uow.run((s) => s.approvals.stakeholderRowsForLoans(['loan-1']))).toHaveLength(1);
      expect(await uow.run((s) => s.approvals.purchaseApprovalsForLoans(['loan-1']))).toHaveLength(1);
    });

    it('lets one of the writers holding the same version update, and bumps the version once', async () => {
      const { uow, wins } = await racing(async (s) => {
        await s.approvals.insertStakeholderRow(row('r-1'));
        await s.approvals.insertPurchaseApproval(approval('p-1'));
      });
      const price = (w: number) => 20_000_000 + w;
      expect(
        await wins((s, w) => s.approvals.updateStakeholderRow('r-1', 1, { bidPriceCents: cents(price(w)) })),
      ).toBe(1);
      expect(
        await wins((s, w) =>
          s.approvals.updatePurchaseApproval('p-1', 1, { creatorBidCents: cents(price(w)) }),
        ),
      ).toBe(1);
      const [stake] = await uow.run((s) => s.approvals.stakeholderRows(['r-1']));
      const bought = await uow.run((s) => s.approvals.purchaseApprovalByBid('bid-p-1'));
      expect([stake?.version, bought?.version]).toEqual([2, 2]);
    });
  },
);
