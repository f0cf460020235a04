/**
 * The setting of the stakeholder-grid tests: the investor has priced the lender's three loans
 * over HTTP (one pending row each, `rowIds` in loan order), with helpers for the grid's calls.
 * An investor prices only loans it may see: the lender had opened the three for bidding for an
 * hour, the investor priced them then, and the auction closed unsold, so they are listed again
 * and their rows are the lender's to decide. `pricedAt` is when the prices were sent.
 */
import { type DiligenceWorld, diligenceWorld, TAPE } from '../../diligence/testing/diligence-world';
import type { ActorKey } from '../../testing/test-actors';
import { type Json, json } from '../../testing/test-client';

/** The investor's prices for the three loans, as typed (dollars). */
export const PRICES = [250_000, '199999.99', 0.01] as const;

export async function pricedWorld() {
  const w: DiligenceWorld = await diligenceWorld();
  const pricedAt = w.clock.now();
  const prices = w.loans.map((l, i) => ({ loanId: l.id, bidPrice: PRICES[i] }));
  const res = await w.duringAuction(
    w.loans.map((l) => l.id),
    () => w.as('investor').post('/price_send_lender', { stakeholderMapPricesArray: prices }),
  );
  if (res.status !== 200) throw new Error(`prices refused: ${await res.text()}`);
  const rowIds = (await json<{ data: Json[] }>(res)).data.map((r) => String(r._id));

  return {
    ...w,
    rowIds,
    pricedAt,
    /** The rows of the tape as `who` sees them. */
    view: async (who: ActorKey) => {
      const body = { userId: w.actors[who].userId, tapeName: TAPE };
      return (await json<{ data: Json[] }>(await w.as(who).post('/stakeholder_view', body))).data;
    },
    /** The lender approves rows. */
    approve: (ids: readonly string[], headers?: Record<string, string>) => {
      const body = { stakeholderMapIdArray: ids, approval: 'true', userId: 'lender-1' };
      return w.as('lender').post('/accept_in_transit_Loans', body, headers);
    },
    /** The lender rejects rows (status 'false'). */
    reject: (ids: readonly string[]) => {
      const items = ids.map((_id) => ({ _id, status: 'false' }));
      return w.as('lender').post('/accept_price', { stakeholderMapPricesArray: items });
    },
  };
}

export type PricedWorld = Awaited<ReturnType<typeof pricedWorld>>;
