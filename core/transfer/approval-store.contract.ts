import { describe, expect, it } from 'vitest';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { MakeHarness } from '../testing/store-harness';
import type { ApprovalStore } from './approval-store';
import { approval, row } from './testing/approval-rows';

type Stores = { readonly approvals: ApprovalStore };

/** The behaviour every `ApprovalStore` (in-memory, SQLite, PostgreSQL) must show. */
export function describeApprovalStoreContract(name: string, make: MakeHarness<Stores>): void {
  describe(`ApprovalStore contract: ${name}`, () => {
    const inTx = freshHarnessPerTest(make);
    const run = <T>(work: (s: ApprovalStore) => Promise<T>) => inTx((s) => work(s.approvals));

    describe('stakeholder rows', () => {
      it('reads back a row field for field, by id, by tape party and by loan', async () => {
        expect(await run((s) => s.insertStakeholderRow(row('r-1')))).toBe(true);
        expect(await run((s) => s.stakeholderRows(['r-1', 'missing']))).toEqual([row('r-1')]);
        expect(await run((s) => s.stakeholderRowsOnTape('Tape A', 'investor-1'))).toEqual([row('r-1')]);
        expect(await run((s) => s.stakeholderRowsOnTape('Tape A', 'lender-1'))).toEqual([row('r-1')]);
        expect(await run((s) => s.stakeholderRowsOnTape('Tape A', 'investor-2'))).toEqual([]);
        expect(await run((s) => s.stakeholderRowsOnTape('Tape B', 'investor-1'))).toEqual([]);
        expect(await run((s) => s.stakeholderRowsForLoans(['loan-1']))).toEqual([row('r-1')]);
      });

      it('keeps one row per investor and loan', async () => {
        await run((s) => s.insertStakeholderRow(row('r-1')));
        expect(await run((s) => s.insertStakeholderRow(row('r-2')))).toBe(false);
        expect(await run((s) => s.insertStakeholderRow(row('r-3', { investorId: 'investor-2' })))).toBe(true);
        expect((await run((s) => s.stakeholderRowsForLoans(['loan-1']))).map((r) => r.id).sort()).toEqual([
          'r-1',
          'r-3',
        ]);
      });

      it('lists a tape\u2019s rows oldest first', async () => {
        await run(async (s) => {
          await s.insertStakeholderRow(row('r-late', { createdAt: '2026-01-15T13:00:00.000Z' }));
          await s.insertStakeholderRow(
            row('r-early', { loanId: 'loan-2', createdAt: '2026-01-15T11:00:00.000Z' }),
          );
        });
        expect((await run((s) => s.stakeholderRowsOnTape('Tape A', 'lender-1'))).map((r) => r.id)).toEqual([
          'r-early',
          'r-late',
        ]);
      });

      it('updates compare-and-set on the version and bumps it', async () => {
        await run((s) => s.insertStakeholderRow(row('r-1')));
        const changes = {
          status: 'inprogress',
          isAccepted: 'true',
          updatedAt: '2026-01-16T00:00:00.000Z',
        } as const;
        expect(await run((s) => s.updateStakeholderRow('r-1', 1, changes))).toBe(true);
        expect(await run((s) => s.updateStakeholderRow('r-1', 1, { status: 'closed' }))).toBe(false);
        expect(await run((s) => s.updateStakeholderRow('missing', 1, { status: 'closed' }))).toBe(false);
        expect(await run((s) => s.stakeholderRows(['r-1']))).toEqual([
          row('r-1', { ...changes, version: 2 }),
        ]);
      });
    });

    describe('purchase approvals', () => {
      it('reads back a row field for field, by party, by bid and by loan', async () => {
        expect(await run((s) => s.insertPurchaseApproval(approval('p-1')))).toBe(true);
        expect(await run((s) => s.purchaseApprovalsOf('lender-1'))).toEqual([approval('p-1')]);
        expect(await run((s) => s.purchaseApprovalsOf('investor-1'))).toEqual([approval('p-1')]);
        expect(await run((s) => s.purchaseApprovalsOf('investor-2'))).toEqual([]);
        expect(await run((s) => s.purchaseApprovalByBid('bid-p-1'))).toEqual(approval('p-1'));
        expect(await run((s) => s.purchaseApprovalByBid('bid-none'))).toBeNull();
        expect(await run((s) => s.purchaseApprovalsForLoans(['loan-1', 'loan-9']))).toEqual([
          approval('p-1'),
        ]);
      });

      it('keeps one row per bid', async () => {
        await run((s) => s.insertPurchaseApproval(approval('p-1')));
        expect(await run((s) => s.insertPurchaseApproval(approval('p-2', { bidId: 'bid-p-1' })))).toBe(false);
        expect(await run((s) => s.purchaseApprovalsOf('lender-1'))).toHaveLength(1);
      });

      it('stores many at once, skipping a bid that already has a row (also within the batch)', async () => {
        await run((s) => s.insertPurchaseApproval(approval('p-1')));
        const stored = await run((s) =>
          s.insertPurchaseApprovals([
            approval('p-2', { bidId: 'bid-p-1' }),
            approval('p-3', { loanId: 'loan-2' }),
            approval('p-4', { loanId: 'loan-2', bidId: 'bid-p-3' }),
          ]),
        );
        expect(stored).toEqual(['bid-p-3']);
        expect(await run((s) => s.insertPurchaseApprovals([]))).toEqual([]);
        expect(await run((s) => s.purchaseApprovalByBid('bid-p-3'))).toEqual(
          approval('p-3', { loanId: 'loan-2' }),
        );
        expect((await run((s) => s.purchaseApprovalsOf('lender-1'))).map((a) => a.id).sort()).toEqual([
          'p-1',
          'p-3',
        ]);
      });

      it('lists newest first', async () => {
        await run(async (s) => {
          await s.insertPurchaseApproval(approval('p-old', { createdAt: '2026-01-10T00:00:00.000Z' }));
          await s.insertPurchaseApproval(
            approval('p-new', { loanId: 'loan-2', createdAt: '2026-01-12T00:00:00.000Z' }),
          );
        });
        expect((await run((s) => s.purchaseApprovalsOf('lender-1'))).map((a) => a.id)).toEqual([
          'p-new',
          'p-old',
        ]);
        expect(
          (await run((s) => s.purchaseApprovalsForLoans(['loan-1', 'loan-2']))).map((a) => a.id),
        ).toEqual(['p-new', 'p-old']);
      });

      it('updates compare-and-set on the version and bumps it', async () => {
        await run((s) => s.insertPurchaseApproval(approval('p-1')));
        const changes = {
          status: 'approved',
          isApproved: 'true',
          updatedAt: '2026-01-16T00:00:00.000Z',
        } as const;
        expect(await run((s) => s.updatePurchaseApproval('p-1', 1, changes))).toBe(true);
        expect(await run((s) => s.updatePurchaseApproval('p-1', 1, { status: 'rejected' }))).toBe(false);
        expect(await run((s) => s.purchaseApprovalByBid('bid-p-1'))).toEqual(
          approval('p-1', { ...changes, version: 2 }),
        );
      });
    });
  });
}
