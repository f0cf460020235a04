import type { Loan, LoanStatus } from './loan';

/**
 * Loans as the use cases need them. State changes are compare-and-set so that two concurrent
 * callers can never both win (a loan never has two owners, a bid is never opened twice).
 * Areas other than loans/ rely on `get`, `getMany`, `setStatus` and `setOwner`.
 */
export interface LoanStore {
  get(id: string): Promise<Loan | null>;
  /** The loans that exist among `ids`, in no particular order. */
  getMany(ids: readonly string[]): Promise<Loan[]>;
  insertMany(loans: readonly Loan[]): Promise<void>;
  /** Sets the status if it is `from`; false (and no change) otherwise. */
  setStatus(id: string, from: LoanStatus, to: LoanStatus, at: string): Promise<boolean>;
  /** Sets the owner if it is `from`; false (and no change) otherwise. */
  setOwner(id: string, from: string, to: string, at: string): Promise<boolean>;
}
