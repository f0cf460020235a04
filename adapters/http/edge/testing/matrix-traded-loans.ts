/**
 * Why: what people did on the platform decides some of what they may see and do. A loan the
 * core no longer shows someone may still rightly appear in their own answers — the bidding table
 * lists the closed bids they took part in, the grids their prices and purchases, the threads and
 * notifications the trades they were party to — so the leak check's "hidden from the caller"
 * leaves out the loans the caller traded on. And a bid or a price is the stake in a tape that
 * starting due diligence on it needs (core/transfer/due-diligence.ts).
 */
import type { MatrixWorld } from './matrix-world';

/**
 * Per user, the loans they took part in a trade on — bid on, asked about, priced, bought or were
 * asked to approve, argued in a stipulation, held and sold: the bidding table, the grids, the
 * threads and the notifications name those to their parties whether or not the loan is still
 * visible to them (the history of one's own trades is one's own).
 */
export async function tradedLoans(w: MatrixWorld): Promise<Map<string, Set<string>>> {
  const { db } = w.platform.connection;
  const pairs = [
    ...(await db
      .selectFrom('bid_entries')
      .innerJoin('bids', 'bids.id', 'bid_entries.bid_id')
      .select(['bid_entries.bidder_id as u', 'bids.loan_id as l'])
      .execute()),
    ...(await db
      .selectFrom('bid_questions')
      .innerJoin('bids', 'bids.id', 'bid_questions.bid_id')
      .select(['bid_questions.bidder_id as u', 'bids.loan_id as l'])
      .execute()),
    ...(await db.selectFrom('stakeholder_rows').select(['investor_id as u', 'loan_id as l']).execute()),
    ...(await db.selectFrom('stakeholder_rows').select(['lender_id as u', 'loan_id as l']).execute()),
    ...(await db.selectFrom('purchase_approvals').select(['owner_id as u', 'loan_id as l']).execute()),
    ...(await db.selectFrom('purchase_approvals').select(['approver_id as u', 'loan_id as l']).execute()),
    ...(await db.selectFrom('stipulations').select(['party_a_user_id as u', 'loan_id as l']).execute()),
    ...(await db.selectFrom('stipulations').select(['party_b_user_id as u', 'loan_id as l']).execute()),
    ...(await db.selectFrom('ownership_changes').select(['from_owner_id as u', 'loan_id as l']).execute()),
  ];
  const out = new Map<string, Set<string>>();
  for (const { u, l } of pairs) out.set(u, (out.get(u) ?? new Set()).add(l));
  return out;
}

/** Who has a stake in which tape: a bid on one of its loans, or a price sent for one. */
export async function tapeStakes(w: MatrixWorld): Promise<{ tape: string; userId: string }[]> {
  const { db } = w.platform.connection;
  return [
    ...(await db
      .selectFrom('bid_entries')
      .innerJoin('bids', 'bids.id', 'bid_entries.bid_id')
      .select(['bids.tape_name as tape', 'bid_entries.bidder_id as userId'])
      .execute()),
    ...(await db
      .selectFrom('stakeholder_rows')
      .select(['tape_name as tape', 'investor_id as userId'])
      .execute()),
  ];
}
