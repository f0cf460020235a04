import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents';
import type { BidEntry } from './bid';
import { bidderOutcome, isGreyed, pickWinner, placementRefusal } from './bid-rules';
import { aBid } from './testing/bid-rows';
import { at, HOUR } from './testing/bidding-world';

const instant = fc.integer({ min: -10 * HOUR, max: 10 * HOUR });

const entriesArb = fc
  .uniqueArray(
    fc.record({
      bidderId: fc.constantFrom('investor-1', 'investor-2', 'investor-3', 'investor-4', 'investor-5'),
      amount: fc.integer({ min: 100, max: 400 }),
      placedAfter: fc.integer({ min: 0, max: 5 }),
    }),
    { selector: (e) => e.bidderId, maxLength: 5 },
  )
  .map((rows) =>
    rows.map(
      (r): BidEntry => ({
        bidId: 'b1',
        bidderId: r.bidderId,
        amountCents: cents(r.amount),
        placedAt: at(r.placedAfter),
        bought: false,
      }),
    ),
  );

describe('placing a bid (spec §4: open, no bid yet, validTill not passed)', () => {
  it('accepts a bid exactly when it arrives strictly before validTill', () => {
    fc.assert(
      fc.property(instant, instant, (endsIn, nowAfter) => {
        const bid = aBid('b1', 'loan-1', endsIn);
        const refusal = placementRefusal({
          bid,
          bidderId: 'investor-1',
          hasEntry: false,
          now: new Date(at(nowAfter)),
        });
        expect(refusal === null).toBe(nowAfter < endsIn);
        if (refusal) expect(refusal.code).toBe('BID.EXPIRED');
      }),
    );
  });

  it('refuses a closed bid, a second bid and a bid on one’s own loan, most fundamental reason first', () => {
    const now = new Date(at(0));
    const open = aBid('b1', 'loan-1', HOUR);
    const closed = { ...open, status: 'closed' as const };
    const code = (args: Parameters<typeof placementRefusal>[0]) => placementRefusal(args)?.code ?? null;
    expect(code({ bid: closed, bidderId: 'investor-1', hasEntry: true, now })).toBe('BID.CLOSED');
    expect(code({ bid: open, bidderId: 'investor-1', hasEntry: true, now })).toBe('BID.ALREADY_PLACED');
    expect(code({ bid: closed, bidderId: 'lender-1', hasEntry: false, now })).toBe('BID.OWN_LOAN');
    expect(code({ bid: open, bidderId: 'investor-1', hasEntry: false, now })).toBeNull();
  });
});

describe('the bidder’s outcome (spec §4)', () => {
  it('is Won when bought, Pending while open, else Lost', () => {
    expect(bidderOutcome({ status: 'closed' }, { bought: true })).toBe('Won');
    expect(bidderOutcome({ status: 'open' }, { bought: false })).toBe('Pending');
    expect(bidderOutcome({ status: 'closed' }, { bought: false })).toBe('Lost');
  });
});

describe('the award', () => {
  it('goes to a maximal bid, earliest on ties, then the smallest bidder id, whatever the order read', () => {
    fc.assert(
      fc.property(
        entriesArb.chain((es) =>
          fc.tuple(fc.constant(es), fc.shuffledSubarray(es, { minLength: es.length })),
        ),
        ([entries, shuffled]) => {
          const winner = pickWinner(entries);
          if (entries.length === 0) {
            expect(winner).toBeNull();
            return;
          }
          const top = Math.max(...entries.map((e) => e.amountCents));
          const tied = entries.filter((e) => e.amountCents === top);
          const earliest = Math.min(...tied.map((e) => Date.parse(e.placedAt)));
          const first = tied
            .filter((e) => Date.parse(e.placedAt) === earliest)
            .map((e) => e.bidderId)
            .sort()[0];
          expect(winner?.bidderId).toBe(first);
          expect(pickWinner(shuffled)).toEqual(winner);
        },
      ),
    );
  });
});

describe('greyed rows (spec §4)', () => {
  it('greys open bids without an amount and every bid past validTill', () => {
    const now = new Date(at(0));
    const live = aBid('b1', 'loan-1', HOUR);
    const past = aBid('b2', 'loan-2', -1);
    expect(isGreyed(live, null, now)).toBe(true);
    expect(isGreyed(live, cents(100), now)).toBe(false);
    expect(isGreyed(past, cents(100), now)).toBe(true);
    expect(isGreyed({ ...past, status: 'closed' }, null, now)).toBe(true);
  });
});
