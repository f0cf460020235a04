import type { Loan, LoanStatus } from './loan';

/** What the bid close needs of a loan: its state, owner and how users name it. */
export type LoanSummary = Pick<Loan, 'id' | 'status' | 'ownerId' | 'tapeName' | 'loanNumber' | 'amountCents'>;

import type { LoanDraft } from './loan-draft';
import type { LoanPage, LoanSearchQuery, LoanVisibility, TapeCount } from './loan-query';

/**
 * Loans as the use cases need them. State changes are compare-and-set so that two concurrent
 * callers can never both win (a loan never has two owners, a bid is never opened twice).
 * Areas other than loans/ rely on `get`, `getMany`, `setStatus` and `setOwner`.
 *
 * Uniqueness a store must enforce: `id`, and `(tapeName, loanNumber)` — `insertMany` throws on
 * either (the import checks first, so a throw means a lost race, never a user error).
 */
export interface LoanStore {
  get(id: string): Promise<Loan | null>;
  /** The loans that exist among `ids`, in no particular order. */
  getMany(ids: readonly string[]): Promise<Loan[]>;
  /** `getMany` with only what a sale needs of each loan (no attributes): cheap for big batches. */
  summaries(ids: readonly string[]): Promise<LoanSummary[]>;
  insertMany(loans: readonly Loan[]): Promise<void>;
  /** Sets the status if it is `from`; false (and no change) otherwise. */
  setStatus(id: string, from: LoanStatus, to: LoanStatus, at: string): Promise<boolean>;
  /** `setStatus` of many loans at once: how many were `from` and are now `to` (the others are unchanged). */
  setStatusMany(ids: readonly string[], from: LoanStatus, to: LoanStatus, at: string): Promise<number>;
  /** Sets the owner if it is `from`; false (and no change) otherwise. */
  setOwner(id: string, from: string, to: string, at: string): Promise<boolean>;

  /**
   * One page of the loans that are visible and match every filter, ordered by `id` ascending,
   * with the total count of all of them. The meaning is `searchLoansIn` (loan-query.ts).
   */
  search(query: LoanSearchQuery): Promise<LoanPage>;
  /** Visible loans per tape, tapes without any left out, ordered by tape name (`tapeCountsIn`). */
  countByTape(visibility: LoanVisibility): Promise<TapeCount[]>;
  /** The loans of `tapeName` whose loan number is among `loanNumbers`, in no particular order. */
  byLoanNumbers(tapeName: string, loanNumbers: readonly string[]): Promise<Loan[]>;
  /** Ids of every loan in `status` (used for the short-lived 'awarded' state), ascending. */
  idsWithStatus(status: LoanStatus): Promise<string[]>;
  /**
   * Replaces the tape-described fields of a loan (everything in `LoanDraft`; `loanNumber` must
   * be the loan's own) and sets `updatedAt`, only if its status and owner are still `expected`;
   * false (and no change) otherwise.
   */
  updateDetails(
    id: string,
    expected: { readonly status: LoanStatus; readonly ownerId: string },
    details: LoanDraft,
    at: string,
  ): Promise<boolean>;
  /**
   * Replaces the quality flags of the loan `loanNumber` of `tapeName` and sets `updatedAt`, under
   * the same condition as `updateDetails`; false (and no change) otherwise. An import read in
   * chunks flags a loan Q005 this way once a later row repeats its number.
   */
  setQualityFlags(
    tapeName: string,
    loanNumber: string,
    expected: { readonly status: LoanStatus; readonly ownerId: string },
    flags: readonly string[],
    at: string,
  ): Promise<boolean>;
}
