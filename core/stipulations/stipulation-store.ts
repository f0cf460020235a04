import type { Stipulation, StipulationMessage } from './stipulation';

/**
 * Port of the stipulations area. Closing is compare-and-set on `closed`, so two parties
 * resolving at once never both succeed, and a message is never added to a closed thread.
 * Messages keep their insertion order (the adapter stores a sequence number).
 */
export interface StipulationStore {
  /** Stores a new thread (with its first message). Throws on a duplicate id. */
  insert(stip: Stipulation): Promise<void>;
  get(id: string): Promise<Stipulation | null>;
  /** Every thread on any of `loanIds`, oldest first (then id). */
  forLoans(loanIds: readonly string[]): Promise<Stipulation[]>;
  /** Every thread on loans of `tapeName`, oldest first (then id). */
  forTape(tapeName: string): Promise<Stipulation[]>;
  /** Appends `message` if the thread exists and is open; false (and no change) otherwise. */
  appendMessage(id: string, message: StipulationMessage): Promise<boolean>;
  /**
   * Closes an open thread on behalf of its party `userId` (that party's agreeToClosed becomes
   * true) and records `finalDocs`; false (and no change) when the thread is missing, already
   * closed, or `userId` is not one of its parties.
   */
  close(id: string, userId: string, at: string, finalDocs: readonly string[]): Promise<boolean>;
}
