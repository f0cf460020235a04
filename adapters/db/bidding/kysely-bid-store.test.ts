import { describe, expect, it } from 'vitest';
import { describeBidStoreContract } from '../../../core/bidding/bid-store.contract';
import { aBid, anEntry } from '../../../core/bidding/testing/bid-rows';
import { aLoan, at, HOUR } from '../../../core/bidding/testing/bidding-world';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// The bidding area's contract (core/bidding) on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  describeBidStoreContract(backend.name, kyselyHarness(backend, kyselyStores));
}

describe.each(testDatabases().map((b) => [b.name, b] as const))('bid timestamps on %s', (_name, backend) => {
  it('compares instants, not spellings: any ISO form is stored in toISOString form', async () => {
    const { uow } = await kyselyHarness(backend, kyselyStores)();
    await uow.run((s) => s.loans.insertMany([aLoan('l1'), aLoan('l2', 'lender-1', 1)]));
    // 10:00 UTC written without milliseconds, and as 12:00 at +02:00.
    await uow.run((s) =>
      s.bids.insertMany([
        aBid('b1', 'l1', 0, { validTill: '2026-03-02T10:00:00Z' }),
        aBid('b2', 'l2', 0, { validTill: '2026-03-02T12:00:00+02:00' }),
      ]),
    );
    expect((await uow.run((s) => s.bids.get('b1')))?.validTill).toBe(at(HOUR));
    expect((await uow.run((s) => s.bids.get('b2')))?.validTill).toBe(at(HOUR));
    expect(await uow.run((s) => s.bids.countExpiredOpen('2026-03-02T09:59:59.999Z'))).toBe(0);
    expect(await uow.run((s) => s.bids.countExpiredOpen('2026-03-02T10:00:00Z'))).toBe(2);
    const placedLate = { ...anEntry('b1', 'investor-1', 100, 0), placedAt: '2026-03-02T11:00:00+01:00' };
    expect(await uow.run((s) => s.bids.placeEntry(placedLate))).toBe('not_open');
  });

  it('refuses fractional cents rather than store them', async () => {
    const { uow } = await kyselyHarness(backend, kyselyStores)();
    await uow.run((s) => s.loans.insertMany([aLoan('l1')]));
    await uow.run((s) => s.bids.insertMany([aBid('b1', 'l1', HOUR)]));
    const entry = { ...anEntry('b1', 'investor-1', 100, 1), amountCents: 100.5 as never };
    await expect(uow.run((s) => s.bids.placeEntry(entry))).rejects.toThrow(RangeError);
  });
});
