/**
 * The audit log's hash chain as the operators and the server see it: sealing links the entries
 * writers appended (audit-log.ts) into the keyed chain moments after they commit, and verifying
 * walks the chain and names the first broken entry. `ispz audit seal|verify` and the server's
 * sealer timer go through this port; the database implements it
 * (adapters/db/audit/kysely-audit-chain.ts).
 */

/** The sealer will not link anything to this chain: it has been tampered with. */
export class AuditSealRefused extends Error {}

/** What a sealing pass (or `sealAll`) did, and where the chain stands. */
export interface SealReport {
  /** Entries linked, gap rows included. */
  readonly sealed: number;
  /** Numbers no transaction committed, recorded as gap rows. */
  readonly gapsFilled: number;
  readonly headSeq: number;
  readonly headHash: string;
  /** The first number after the head that is still open (its transaction has not ended), when entries wait behind it. */
  readonly waitingFor: number | null;
  /** An entry that cannot be sealed (its data is not JSON), and why: nothing after it is linked. */
  readonly blocked: { readonly seq: number; readonly reason: string } | null;
  /** Another sealer was at work: this pass left the chain to it. */
  readonly busy: boolean;
}

/** The outcome of a verification (what `ispz audit verify` prints). */
export type AuditVerification =
  | {
      readonly ok: true;
      /** Trade events in the sealed chain. */
      readonly entries: number;
      /** Sequence numbers in the sealed chain that no transaction committed (recorded as gap rows). */
      readonly gaps: number;
      /** Entries after the head, not sealed yet (behind a transaction still open). */
      readonly pending: number;
      readonly headSeq: number;
      readonly headHash: string;
      /** Entries from this seq on are keyed; those before predate the key (migration 0013). */
      readonly keyedFromSeq: number;
    }
  | { readonly ok: false; readonly seq: number; readonly reason: string };

export interface AuditVerifyOptions {
  /** Seal what is ready first (default true); a chain the sealer refuses is left to the checks. */
  readonly seal?: boolean;
  /** How long sealing waits for entries behind a transaction still open (ms, default 5,000). */
  readonly waitMs?: number;
  /**
   * A head hash recorded earlier, outside the database: the chain must still end there or run on
   * from it, so a chain rolled back or rewritten with an old copy of the head fails.
   */
  readonly expectHead?: string;
}

export interface AuditChain {
  /** One pass: seals what is ready (the server runs it on a timer). Throws `AuditSealRefused`. */
  sealReady(): Promise<SealReport>;
  /** Passes until nothing committed waits after the head, an entry blocks, or `waitMs` is over. Throws `AuditSealRefused`. */
  sealAll(options?: { readonly waitMs?: number }): Promise<SealReport>;
  /** Checks every link of the chain and names the first broken entry. */
  verify(options?: AuditVerifyOptions): Promise<AuditVerification>;
}
