/**
 * The setting of the transfer route tests, reached the way users reach it: the lender opens
 * two of its three loans for bidding over HTTP, the investor outbids investor2 on both, and
 * after validTill the operator closes the bids (the core's close: there is no HTTP call for it)
 * — so both loans are awarded to the investor with a purchase pending the lender's approval.
 */
import { closeExpiredBids } from '../../../../../core/bidding/close-expired-bids';
import { unwrap } from '../../../../../core/errors/result';
import { type DiligenceWorld, diligenceWorld, TAPE } from '../../diligence/testing/diligence-world';
import { type Json, json } from '../../testing/test-client';
import { DAY } from '../../testing/trading-world';

export { TAPE };

/** Winning amounts of the investor on `sold[0]` and `sold[1]` (dollars). */
export const WINNING = [240_000, 198_500.5] as const;

export async function saleWorld() {
  const w = await diligenceWorld();
  const sold = [w.loans[0]!.id, w.loans[1]!.id];
  const validTill = new Date(w.clock.now().getTime() + DAY).toISOString();
  const opened = await w.as('lender').post('/open_for_bidding', { loanIds: sold, validTill });
  if (opened.status !== 201) throw new Error(`open refused: ${await opened.text()}`);
  const bids = (await json<{ data: { bids: Json[] } }>(opened)).data.bids.map((b) => String(b._id));
  for (const [i, bidId] of bids.entries()) {
    await mustPlace(w, 'investor', { bidId, bidderId: 'investor-1', amount: WINNING[i] });
  }
  await mustPlace(w, 'investor2', { bidId: bids[0], bidderId: 'investor-2', amount: 150_000 });
  w.clock.advance(2 * DAY);
  unwrap(await closeExpiredBids(w.trading, w.actors.operator));

  const transfer = (who: 'lender' | 'investor', body: Json = {}, headers?: Record<string, string>) =>
    w
      .as(who)
      .post(
        '/transferLoanNew',
        { loanIdArr: sold, lenderId: 'lender-1', investorId: 'investor-1', ...body },
        headers,
      );
  const approvePurchases = () =>
    w.as('lender').post('/set_purchase_approval', { loanIdArray: sold, approval: 'true' });
  /** Starts DD and raises a query on `sold[0]`: what a transfer waits for. */
  async function openDueDiligence() {
    if ((await w.startDd()).status !== 201) throw new Error('DD refused');
    return w.raise('investor');
  }
  return { ...w, sold, bids, transfer, approvePurchases, openDueDiligence };
}

async function mustPlace(w: DiligenceWorld, who: 'investor' | 'investor2', body: Json) {
  const res = await w.as(who).post('/place_bid', body);
  if (res.status !== 201) throw new Error(`bid refused: ${await res.text()}`);
}

export type SaleWorld = Awaited<ReturnType<typeof saleWorld>>;
