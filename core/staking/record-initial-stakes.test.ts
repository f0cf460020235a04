import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeExpiredBids } from '../bidding/close-expired-bids';
import { openForBidding } from '../bidding/open-for-bidding';
import { aLoan, at, biddingWorld, DAY, LENDER, OTHER_LENDER } from '../bidding/testing/bidding-world';
import { unwrap } from '../errors/result';
import { cents } from '../money/cents';
import { initialStake } from './staking';
import { OPERATOR } from './testing/staking-world';

describe('the initial stake, recorded when a lender opens loans for bidding (spec §9)', () => {
  it('stakes 2 bps of each loan’s value for its lender, in the opening, and audits each stake', async () => {
    const w = await biddingWorld();
    const opened = unwrap(
      await openForBidding(w.deps, LENDER, { loanIds: ['loan-1', 'loan-2'], validTill: at(DAY) }),
    );
    const stakes = await w.read().staking.liveStakes(['loan-1', 'loan-2', 'loan-3']);
    expect(
      stakes.map((s) => [s.loanId, s.stakerId, s.loanValueCents, s.amountCents, s.status, s.stakedAt]).sort(),
    ).toEqual([
      ['loan-1', LENDER.userId, 25_000_000, 5_000, 'staked', at(0)],
      ['loan-2', LENDER.userId, 25_100_000, 5_020, 'staked', at(0)],
    ]);
    expect(opened.stakes.map((s) => s.id).sort()).toEqual(stakes.map((s) => s.id).sort());
    const recorded = w.audit().filter((e) => e.type === 'stake.recorded');
    expect(recorded.map((e) => [e.subjectId, e.actorId, e.data.amountCents])).toEqual([
      ['loan-1', LENDER.userId, 5_000],
      ['loan-2', LENDER.userId, 5_020],
    ]);
  });

  it('records no stake when the opening is refused', async () => {
    const w = await biddingWorld();
    const refused = await openForBidding(w.deps, LENDER, {
      loanIds: ['loan-1', 'other-loan'],
      validTill: at(DAY),
    });
    expect(refused.ok).toBe(false);
    expect(await w.read().staking.liveStakes(['loan-1', 'other-loan'])).toEqual([]);
    expect(w.audit()).toEqual([]);
  });

  it('keeps the live stake of a loan re-opened after an unsold close, and stakes a new loan beside it', async () => {
    const w = await biddingWorld();
    unwrap(await openForBidding(w.deps, LENDER, { loanIds: ['loan-1'], validTill: at(DAY) }));
    const [first] = await w.read().staking.liveStakes(['loan-1']);
    w.clock.advance(DAY + 1);
    unwrap(await closeExpiredBids(w.deps, OPERATOR));
    const again = unwrap(
      await openForBidding(w.deps, LENDER, { loanIds: ['loan-1', 'loan-2'], validTill: at(3 * DAY) }),
    );
    expect(again.stakes.map((s) => s.loanId)).toEqual(['loan-2']);
    expect(await w.read().staking.stakesOfLoan('loan-1')).toEqual([first]);
  });

  it('gives every opened loan exactly one live stake of initialStake(value), whatever the values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 5_000_000_000 }), { minLength: 1, maxLength: 6 }),
        async (values) => {
          const w = await biddingWorld({ loanCount: 0 });
          const loans = values.map((v, i) =>
            aLoan(`p-${i}`, OTHER_LENDER.userId, i, { amountCents: cents(v) }),
          );
          await w.read().loans.insertMany(loans);
          const ids = loans.map((l) => l.id);
          unwrap(await openForBidding(w.deps, OTHER_LENDER, { loanIds: ids, validTill: at(DAY) }));
          const stakes = await w.read().staking.liveStakes(ids);
          expect(stakes).toHaveLength(values.length);
          for (const s of stakes) {
            const loan = loans.find((l) => l.id === s.loanId)!;
            expect([s.stakerId, s.amountCents]).toEqual([
              OTHER_LENDER.userId,
              initialStake(loan.amountCents),
            ]);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
