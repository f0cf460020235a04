/** Bid and entry rows for store tests, timed relative to the bidding world's START. */
import { cents } from '../../money/cents';
import type { Bid, BidEntry } from '../bid';
import { at } from './bidding-world';

/** A bid on `loanId` ending `endsIn` ms after the test start. */
export const aBid = (id: string, loanId: string, endsIn: number, overrides: Partial<Bid> = {}): Bid => ({
  id,
  loanId,
  tapeName: 'Spring Tape',
  lenderId: 'lender-1',
  status: 'open',
  validTill: at(endsIn),
  loanAmountCents: cents(25_000_000),
  openedBy: 'lender-1',
  openedAt: at(0),
  closedAt: null,
  winnerId: null,
  winningAmountCents: null,
  ...overrides,
});

export const anEntry = (bidId: string, bidderId: string, amount: number, placedAfter: number): BidEntry => ({
  bidId,
  bidderId,
  amountCents: cents(amount),
  placedAt: at(placedAfter),
  bought: false,
});
