import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { unwrap } from '../errors/result';
import { patchStores } from '../testing/patch-stores';
import { placeBid } from './place-bid';
import { biddingWorld, DAY, HOUR, INVESTORS, LENDER, openLoans } from './testing/bidding-world';
import { ALL_MATCHING_RECORDS, uploadBulkBids } from './upload-bulk-bids';

const [alder] = INVESTORS;

/** loan-1 and loan-2 open a day, loan-3 open an hour; Alder already bid on loan-2. */
async function sheetWorld() {
  const w = await biddingWorld();
  const ids = {
    ...(await openLoans(w, ['loan-1', 'loan-2'], DAY)),
    ...(await openLoans(w, ['loan-3'], HOUR)),
  };
  unwrap(await placeBid(w.deps, alder, { bidId: ids['loan-2']!, bidderId: alder.userId, amount: 10 }));
  return { w, ids };
}

describe('bulk bid upload', () => {
  it('previews without placing anything until confirmed', async () => {
    const { w, ids } = await sheetWorld();
    const rows = [
      { _id: 'loan-1', amount: 1200 },
      { _id: 'loan-3', amount: '950.50' },
    ];
    const preview = unwrap(await uploadBulkBids(w.deps, alder, { rows }));
    expect(preview).toMatchObject({
      placed: false,
      matching: 'all',
      message: ALL_MATCHING_RECORDS,
      unmatched: [],
    });
    expect(preview.matched.map((m) => [m.row, m.bidId, m.amountCents])).toEqual([
      [1, ids['loan-1'], 120_000],
      [2, ids['loan-3'], 95_050],
    ]);
    expect(await w.read().bids.entriesFor(ids['loan-1']!)).toEqual([]);

    const done = unwrap(await uploadBulkBids(w.deps, alder, { rows, confirm: true }));
    expect(done).toMatchObject({ placed: true, matching: 'all', message: MESSAGES.bidCreated });
    expect(
      (await w.read().bids.entriesOfBidder(alder.userId)).map((e) => e.amountCents).sort((a, b) => a - b),
    ).toEqual([1000, 95_050, 120_000]);
    expect(w.audit().filter((e) => e.type === 'bid.placed')).toHaveLength(3);
  });

  it("says 'Partial Matching Records' and names the rows that did not match, with why", async () => {
    const { w } = await sheetWorld();
    const rows = [
      { _id: 'loan-1', amount: 100 },
      { _id: 'loan-2', amount: 100 },
      { _id: 'loan-1', amount: 200 },
      { _id: 'loan-3', amount: 0 },
      { _id: 'unknown', amount: 100 },
    ];
    const r = unwrap(await uploadBulkBids(w.deps, alder, { rows, confirm: true }));
    expect(r).toMatchObject({ placed: true, matching: 'partial', message: MESSAGES.partialMatchingRecords });
    expect(r.matched.map((m) => m.loanId)).toEqual(['loan-1']);
    expect(r.unmatched.map((u) => [u.row, u.loanId, u.reason])).toEqual([
      [2, 'loan-2', 'already_bid'],
      [3, 'loan-1', 'duplicate_row'],
      [4, 'loan-3', 'invalid_amount'],
      [5, 'unknown', 'not_open'],
    ]);
  });

  it("refuses with 'No Matching Records' when nothing matches, expired and own loans included", async () => {
    const { w } = await sheetWorld();
    w.clock.advance(HOUR);
    const rows = [
      { _id: 'loan-3', amount: 100 },
      { _id: 'loan-2', amount: 100 },
    ];
    expect(await uploadBulkBids(w.deps, alder, { rows, confirm: true })).toMatchObject({
      ok: false,
      error: { kind: 'rule_violation', code: 'BID.NO_MATCHING_RECORDS', message: MESSAGES.noMatchingRecords },
    });
    const seller = { ...LENDER, persona: 'investor' as const };
    const own = await uploadBulkBids(w.deps, seller, { rows: [{ _id: 'loan-1', amount: 100 }] });
    expect(own).toMatchObject({
      ok: false,
      error: { code: 'BID.NO_MATCHING_RECORDS', details: { unmatched: [{ reason: 'own_loan' }] } },
    });
    expect((await uploadBulkBids(w.deps, alder, { rows: [] })).ok).toBe(false);
  });

  it('places all or nothing', async () => {
    const { w } = await sheetWorld();
    // A store that loses the second placement to a concurrent close: the first must not survive.
    let calls = 0;
    const flaky = patchStores(w.deps, (s) => ({
      bids: { ...s.bids, placeEntry: async (e) => (++calls === 2 ? 'not_open' : s.bids.placeEntry(e)) },
    }));
    const rows = [
      { _id: 'loan-1', amount: 100 },
      { _id: 'loan-3', amount: 100 },
    ];
    expect(await uploadBulkBids(flaky, alder, { rows, confirm: true })).toMatchObject({
      ok: false,
      error: { code: 'BID.CLOSED' },
    });
    expect(await w.read().bids.entriesOfBidder(alder.userId)).toHaveLength(1);
    expect(w.audit().filter((e) => e.type === 'bid.placed')).toHaveLength(1);
  });

  it('refuses non-investors, oversized sheets and malformed rows', async () => {
    const { w } = await sheetWorld();
    expect(await uploadBulkBids(w.deps, LENDER, { rows: [] })).toMatchObject({
      ok: false,
      error: { code: 'PERMISSION.PERSONA' },
    });
    const huge = Array.from({ length: 5001 }, (_, i) => ({ _id: `x-${i}`, amount: 1 }));
    expect(await uploadBulkBids(w.deps, alder, { rows: huge })).toMatchObject({
      ok: false,
      error: { code: 'BID.TOO_MANY_ROWS' },
    });
    expect(await uploadBulkBids(w.deps, alder, { rows: [{ amount: 1 }] } as never)).toMatchObject({
      ok: false,
      error: { code: 'BID.INVALID_REQUEST' },
    });
  });
});
