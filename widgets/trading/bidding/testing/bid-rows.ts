/**
 * Bidding-table rows typed by the API schema, for tests and stories: one builder with the
 * fields that matter overridable, and a fixed instant so expire-in texts do not move.
 */
import type { BidRow } from '../bidding-view';

/** The instant every sample is seen at. */
export const SAMPLE_NOW = new Date('2026-03-02T12:00:00Z');

const HOUR = 3_600_000;

/** `validTill` this many hours after `SAMPLE_NOW` (negative: already past). */
export function hoursFromNow(hours: number): string {
  return new Date(SAMPLE_NOW.getTime() + hours * HOUR).toISOString();
}

/** One bid row; `n` numbers the loan and the ids. */
export function bidRow(n: number, over: Partial<BidRow> = {}): BidRow {
  const id = String(n).padStart(4, '0');
  return {
    _id: `bid-${id}`,
    bidId: `bid-${id}`,
    bid_amount: null,
    bidders: [],
    canBid: true,
    expireIn: { colour: 'green', text: '3 days', unit: 'days' },
    greyed: true,
    loanAmount: 250_000 + n * 1_000,
    loanData: {
      _id: `loan-${id}`,
      loan_id: `LN-${id}`,
      tape_name: 'Tape A',
      loan_value: 250_000 + n * 1_000,
      tenure: 360,
      fico_score: 700 + (n % 80),
      ltv_value: 70 + (n % 20),
      debt_to_income_ratio: 30 + (n % 15),
      interestrate: 6.5,
    },
    outcome: null,
    placedAt: null,
    status: 'open',
    validTill: hoursFromNow(72),
    ...over,
  };
}

/** A row the bidder bid on: amount, their entry and outcome, no further bid. */
export function placedRow(n: number, amount: number, over: Partial<BidRow> = {}): BidRow {
  return bidRow(n, {
    bid_amount: amount,
    bidders: [{ bidAmount: amount, bought: over.outcome === 'Won' }],
    outcome: 'Pending',
    placedAt: hoursFromNow(-1),
    canBid: false,
    greyed: false,
    ...over,
  });
}
