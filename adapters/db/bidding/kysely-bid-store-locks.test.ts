import { describe, expect, it } from 'vitest';
import { aBid, anEntry } from '../../../core/bidding/testing/bid-rows';
import { aLoan, at, HOUR } from '../../../core/bidding/testing/bidding-world';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// The row locks behind `placeEntry` and `claimExpiredOpen`, step by step on PostgreSQL (on SQLite
// `BEGIN IMMEDIATE` lets only one transaction write at a time, so there is no interleaving to see).
const postgres = testDatabases().filter((b) => b.name === 'postgres');

/** A promise and the function that resolves it. */
function signal(): [Promise<void>, () => void] {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return [fired, fire];
}

const unsold = { closedAt: at(HOUR), winnerId: null, winningAmountCents: null };

describe.each(postgres.map((b) => [b.name, b] as const))('bid row locks on %s', (_name, backend) => {
  async function oneOpenBid() {
    const harness = await kyselyHarness(backend, kyselyStores)();
    await harness.uow.run(async (s) => {
      await s.loans.insertMany([aLoan('l1')]);
      await s.bids.insertMany([aBid('b1', 'l1', HOUR)]);
    });
    return harness.uow;
  }

  it('makes a closer’s claim pass by a bid while a placement on it is uncommitted', async () => {
    const uow = await oneOpenBid();
    const [placedOnce, placed] = signal();
    const [commitNow, commit] = signal();
    const placing = uow.run(async (s) => {
      const outcome = await s.bids.placeEntry(anEntry('b1', 'investor-1', 500, HOUR - 1));
      placed();
      await commitNow;
      return outcome;
    });
    await placedOnce;
    expect(await uow.run((s) => s.bids.claimExpiredOpen(at(HOUR), 10))).toEqual([]);
    commit();
    expect(await placing).toBe('placed');
    const claimed = await uow.run((s) => s.bids.claimExpiredOpen(at(HOUR), 10));
    expect(claimed.map((b) => b.id)).toEqual(['b1']);
  });

  it('makes a placement wait for a claimed bid, then find it closed', async () => {
    const uow = await oneOpenBid();
    const [claimedOnce, claimed] = signal();
    const [closeNow, close] = signal();
    const closing = uow.run(async (s) => {
      const [bid] = await s.bids.claimExpiredOpen(at(HOUR), 10);
      claimed();
      await closeNow;
      return s.bids.close(bid!.id, unsold);
    });
    await claimedOnce;
    let settled = false;
    const placing = uow.run((s) => s.bids.placeEntry(anEntry('b1', 'investor-1', 500, HOUR - 1)));
    void placing.then(() => {
      settled = true;
    });
    await new Promise((wake) => setTimeout(wake, 150));
    expect(settled).toBe(false);
    close();
    expect(await closing).toBe(true);
    expect(await placing).toBe('not_open');
    expect(await uow.run((s) => s.bids.entriesFor('b1'))).toEqual([]);
  });
});
