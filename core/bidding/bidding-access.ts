/**
 * Who may do what in bidding (spec §6). A small local check until the permissions area's
 * capability helpers land; each use case calls these before touching the stores.
 */
import type { Actor } from '../permissions/actor';

/** Lenders open their loans for bidding. */
export function isLender(actor: Actor): boolean {
  return actor.persona === 'lender';
}

/** Investors bid, view the bidding table and upload bulk bids. */
export function isInvestor(actor: Actor): boolean {
  return actor.persona === 'investor';
}

/** The platform operator (the CLI or a scheduled job, `SYSTEM_ACTOR`) closes expired bids. */
export function isOperator(actor: Actor): boolean {
  return actor.role === 'ispadmin';
}

/**
 * The side `actor` takes in the question thread (bidId, `bidderId`) on `bid`: the bidder
 * themself (an investor other than the seller), the bid's lender, or null for anyone else.
 */
export function threadSide(
  actor: Actor,
  bid: { readonly lenderId: string },
  bidderId: string,
): 'bidder' | 'lender' | null {
  if (bidderId === bid.lenderId) return null;
  if (actor.userId === bidderId && isInvestor(actor)) return 'bidder';
  if (actor.userId === bid.lenderId) return 'lender';
  return null;
}
