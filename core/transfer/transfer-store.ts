import type { OwnershipChange, RepriceEntry, ServicingAssignment } from './transfer-records';

/**
 * Port of the transfer records. Ownership history and reprices are append-only (unique ids);
 * servicing keeps one assignment per loan, replaced by a new one.
 */
export interface TransferStore {
  /** Appends history entries. Throws on a duplicate id. */
  recordOwnershipChanges(changes: readonly OwnershipChange[]): Promise<void>;
  /** A loan's history, oldest first (transferredAt, then id). */
  ownershipHistory(loanId: string): Promise<OwnershipChange[]>;
  /** Appends a reprice. Throws on a duplicate id. */
  recordReprice(entry: RepriceEntry): Promise<void>;
  /** A loan's reprices, oldest first (at, then id). */
  repricesFor(loanId: string): Promise<RepriceEntry[]>;
  /** Sets the servicer of each loan, replacing any earlier assignment of that loan. */
  assignServicing(assignments: readonly ServicingAssignment[]): Promise<void>;
  /** The current assignments of `loanIds` that have one, in no particular order. */
  servicingFor(loanIds: readonly string[]): Promise<ServicingAssignment[]>;
}
