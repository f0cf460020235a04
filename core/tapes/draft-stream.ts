/**
 * Drafts that arrive while their file is still being read. A tape import that writes as it
 * parses takes its loans a chunk at a time, so neither the whole sheet nor every draft is ever
 * held at once; the adapter that reads the file produces the stream and `importTape` consumes it
 * inside its one transaction. A file refused half-way (too many rows, a damaged part) ends the
 * stream with the refusal, and the transaction is rolled back.
 */
import type { DomainError } from '../errors/domain-error';
import type { LoanDraft } from '../loans/loan-draft';

/** A loan of an earlier chunk whose quality flags grew since (a later row repeated its number: Q005). */
export interface Reflag {
  readonly loanNumber: string;
  readonly qualityFlags: readonly string[];
}

/** The next drafts of the file, in file order. */
export interface DraftChunk {
  readonly drafts: readonly LoanDraft[];
  readonly reflagged?: readonly Reflag[];
}

/** What a stream yields: chunks, and at most one refusal of the file, which ends it. */
export type DraftStreamItem = DraftChunk | { readonly refused: DomainError };

export interface DraftStream {
  /** A fresh pass from the file's first row: a transaction that is tried again reads the file again. */
  open(): AsyncIterable<DraftStreamItem>;
}

/** Drafts already in memory, as a stream of one chunk. */
export function draftsAsStream(drafts: readonly LoanDraft[]): DraftStream {
  return {
    async *open() {
      yield { drafts };
    },
  };
}

/** True when `drafts` is a stream rather than an array. */
export function isDraftStream(drafts: readonly LoanDraft[] | DraftStream): drafts is DraftStream {
  return !Array.isArray(drafts);
}
