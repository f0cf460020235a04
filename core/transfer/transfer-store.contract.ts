import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { MakeHarness } from '../testing/store-harness';
import type { OwnershipChange, RepriceEntry, ServicingAssignment } from './transfer-records';
import type { TransferStore } from './transfer-store';

type Stores = { readonly transfers: TransferStore };

const change = (id: string, over: Partial<OwnershipChange> = {}): OwnershipChange => ({
  id,
  loanId: 'loan-1',
  tapeName: 'Tape A',
  fromOwnerId: 'lender-1',
  toOwnerId: 'investor-1',
  priceCents: cents(24_000_000),
  settlementDate: '2026-01-15',
  kind: 'sale',
  actorId: 'lender-1',
  transferredAt: '2026-01-15T12:00:00.000Z',
  ...over,
});

const reprice = (id: string, over: Partial<RepriceEntry> = {}): RepriceEntry => ({
  id,
  loanId: 'loan-1',
  investorId: 'investor-1',
  reason: 'Appraisal came in low',
  previousPriceCents: cents(24_000_000),
  newPriceCents: cents(23_000_000),
  at: '2026-01-15T12:00:00.000Z',
  ...over,
});

const servicing = (loanId: string, over: Partial<ServicingAssignment> = {}): ServicingAssignment => ({
  loanId,
  servicerId: 'summit-servicing',
  servicingPriceCents: cents(2_500),
  assignedBy: 'lender-1',
  assignedAt: '2026-01-15T12:00:00.000Z',
  ...over,
});

/** The behaviour every `TransferStore` (in-memory, SQLite, PostgreSQL) must show. */
export function describeTransferStoreContract(name: string, make: MakeHarness<Stores>): void {
  describe(`TransferStore contract: ${name}`, () => {
    const inTx = freshHarnessPerTest(make);
    const run = <T>(work: (s: TransferStore) => Promise<T>) => inTx((s) => work(s.transfers));

    it('keeps a loan\u2019s ownership history oldest first, field for field, null prices included', async () => {
      const later = change('c-2', {
        fromOwnerId: 'investor-1',
        toOwnerId: 'investor-2',
        priceCents: null,
        kind: 'aggregator',
        transferredAt: '2026-02-01T00:00:00.000Z',
      });
      await run((s) => s.recordOwnershipChanges([later, change('c-1'), change('c-3', { loanId: 'loan-2' })]));
      expect(await run((s) => s.ownershipHistory('loan-1'))).toEqual([change('c-1'), later]);
      expect(await run((s) => s.ownershipHistory('loan-9'))).toEqual([]);
    });

    it('refuses a duplicate history id and writes none of that batch', async () => {
      await run((s) => s.recordOwnershipChanges([change('c-1')]));
      await expect(run((s) => s.recordOwnershipChanges([change('c-2'), change('c-1')]))).rejects.toThrow();
      expect((await run((s) => s.ownershipHistory('loan-1'))).map((c) => c.id)).toEqual(['c-1']);
    });

    it('keeps reprices oldest first', async () => {
      await run(async (s) => {
        await s.recordReprice(reprice('r-2', { at: '2026-01-16T00:00:00.000Z' }));
        await s.recordReprice(reprice('r-1'));
      });
      expect(await run((s) => s.repricesFor('loan-1'))).toEqual([
        reprice('r-1'),
        reprice('r-2', { at: '2026-01-16T00:00:00.000Z' }),
      ]);
      await expect(run((s) => s.recordReprice(reprice('r-1')))).rejects.toThrow();
    });

    it('keeps one servicer per loan, the latest assignment', async () => {
      await run((s) => s.assignServicing([servicing('loan-1'), servicing('loan-2')]));
      const replaced = servicing('loan-1', {
        servicerId: 'keystone-loan-servicing',
        servicingPriceCents: cents(0),
      });
      await run((s) => s.assignServicing([replaced]));
      const found = await run((s) => s.servicingFor(['loan-1', 'loan-2', 'loan-3']));
      expect(found.sort((a, b) => a.loanId.localeCompare(b.loanId))).toEqual([replaced, servicing('loan-2')]);
    });
  });
}
