import type { Tape } from '../loans/loan';

/**
 * One import of a tape file (`batch_id`, spec §3/§7 excel_Upload). The content hash lets a
 * re-import of the same file be recognised whatever its file name.
 */
export interface ImportBatch {
  readonly id: string;
  readonly tapeName: string;
  /** Hash of the file's bytes, computed by the adapter that read it (e.g. SHA-256 hex). */
  readonly contentHash: string;
  readonly fileName: string;
  /** Loans in the file (added + updated + left unchanged). */
  readonly loanCount: number;
  /** ISO instant. */
  readonly createdAt: string;
  /** User id of the importing lender. */
  readonly createdBy: string;
}

/**
 * Tapes and their import batches. Tape names are unique on the whole platform (the spec's
 * calls name a tape by `tapeName` alone), so `create` refuses a name already in use.
 */
export interface TapeStore {
  get(name: string): Promise<Tape | null>;
  /** The tapes among `names` that exist, ordered by name. */
  getMany(names: readonly string[]): Promise<Tape[]>;
  /** Every tape, ordered by name. */
  list(): Promise<Tape[]>;
  /** Inserts a tape; false (and no change) when the name is taken. */
  create(tape: Tape): Promise<boolean>;
  /** Adds `delta` to the tape's `loanCount` atomically (no read-modify-write race). */
  addToLoanCount(name: string, delta: number): Promise<void>;
  recordBatch(batch: ImportBatch): Promise<void>;
  /** The earliest batch (by createdAt, then id) of `tapeName` with `contentHash`, if the file was imported before. */
  findBatchByHash(tapeName: string, contentHash: string): Promise<ImportBatch | null>;
  /** The earliest batch `lenderId` imported with `contentHash`, under any of their tapes. */
  findLenderBatchByHash(lenderId: string, contentHash: string): Promise<ImportBatch | null>;
  /**
   * Holds `lenderId`'s imports until the transaction ends, so two imports of one lender cannot
   * both miss each other's batch (PostgreSQL: a transaction-scoped advisory lock; SQLite's
   * immediate transaction and the in-memory queue already serialise writers).
   */
  lockImportsOf(lenderId: string): Promise<void>;
}
