/**
 * Bidding commands of the life-cycle model test: the lender opens a loan, an investor bids,
 * time passes (and the scheduled close may run), the operator closes expired bids. Each runs
 * the use case through `step` and then updates the model as the spec says it changes.
 */
import { closeExpiredBids } from '../../bidding/close-expired-bids';
import { openForBidding } from '../../bidding/open-for-bidding';
import { placeBid } from '../../bidding/place-bid';
import { SYSTEM_ACTOR } from '../../permissions/actor';
import { LENDER } from '../../transfer/testing/trade-fixture';
import * as model from '../life-cycle.model';
import {
  agree,
  always,
  type Command,
  INVESTORS,
  iso,
  LOANS,
  same,
  step,
  target,
  type World,
} from './life-cycle-world';

/** The lender opens a loan (mostly a listed one) for bidding for `lasts` ms. */
export const open = (index: number, lasts: number): Command => ({
  check: always,
  async run(m, w) {
    const loanId = target(
      LOANS.filter((id) => m.loans[id]!.status === 'listed'),
      LOANS,
      index,
    );
    const r = await step(m, w, LENDER, model.openOutcome(m, loanId, lasts), () =>
      openForBidding(w.deps, LENDER, { loanIds: [loanId], validTill: iso(m.now + lasts) }),
    );
    if (r.ok) {
      m.loans[loanId]!.status = 'bidding';
      const id = r.value.bids[0]!.id;
      m.bids.push({ id, loanId, validTill: m.now + lasts, open: true, entries: [], winner: null });
    }
    await agree(m, w);
  },
  toString: () => `open(#${index}, +${lasts})`,
});

/** An investor bids on a bid (mostly an open one). */
export const place = (who: number, index: number, amount: number): Command => ({
  check: (m) => m.bids.length > 0,
  async run(m, w) {
    const bid = target(
      m.bids.filter((b) => b.open),
      m.bids,
      index,
    );
    const bidder = INVESTORS[who]!;
    const r = await step(m, w, bidder, model.placeOutcome(m, bid, bidder.userId), () =>
      placeBid(w.deps, bidder, { bidId: bid.id, bidderId: bidder.userId, amount }),
    );
    if (r.ok) bid.entries.push({ bidder: bidder.userId, amount, placedAt: m.now });
    await agree(m, w);
  },
  toString: () => `place(${INVESTORS[who]!.userId}, #${index}, ${amount})`,
});

/** The operator's close of expired bids (`ispz bids close`). */
async function closeBids(m: model.TradingModel, w: World): Promise<void> {
  const expected = model.closeDueBids(m);
  const r = await step(m, w, SYSTEM_ACTOR, 'ok', () => closeExpiredBids(w.deps, SYSTEM_ACTOR));
  const { closed, awarded } = r.ok ? r.value : { closed: -1, awarded: -1 };
  same({ closed, awarded }, expected, 'close');
  await agree(m, w);
}

export const close = (): Command => ({ check: always, run: closeBids, toString: () => 'close()' });

/** Time passes; with `scheduled`, the operator's scheduled close runs at the new time. */
export const advance = (ms: number, scheduled: boolean): Command => ({
  check: always,
  async run(m, w) {
    m.now += ms;
    w.clock.set(iso(m.now));
    if (scheduled) await closeBids(m, w);
  },
  toString: () => `advance(${ms}${scheduled ? ', then close' : ''})`,
});
