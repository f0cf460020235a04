import type { Cents } from '../money/cents';

/** The outcome of a closed bid that had a winner (read by transfer and borrower-privacy rules). */
export interface Award {
  readonly loanId: string;
  readonly bidId: string;
  readonly winnerId: string;
  readonly amountCents: Cents;
  /** ISO instant of the close. */
  readonly closedAt: string;
}

/**
 * Port of the bidding area. The bidding use cases add what they need; other areas rely on
 * `awardsForLoans` (keep its meaning).
 */
export interface BidStore {
  /** The latest award of each of `loanIds` that has one (a loan re-offered after a transfer may have several; the newest wins). */
  awardsForLoans(loanIds: readonly string[]): Promise<Award[]>;
}
