import { createHash, createHmac } from 'node:crypto';
import type { TradeEvent } from '../../../core/audit/audit-log';
import { canonicalJson } from '../../../core/format/canonical-json';

/** The "previous hash" of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry of the chain: the event at its position. */
export interface AuditEntry extends TradeEvent {
  readonly seq: number;
}

/**
 * What the chain hashes of a row: a trade event, or the sealer's record of a sequence number no
 * transaction committed (`AUDIT_GAP_TYPE`, see `audit-gaps.ts`).
 */
export interface ChainEntry {
  readonly seq: number;
  readonly type: string;
  readonly actorId: string;
  readonly subjectId: string;
  readonly at: string;
  readonly data: unknown;
}

/** The type of the row the sealer writes for a sequence number that was never committed. */
export const AUDIT_GAP_TYPE = 'audit.gap';

/** Who writes gap rows. */
export const AUDIT_SEALER_ACTOR = 'audit-sealer';

/**
 * hash = HMAC-SHA-256(key, prev_hash ‖ canonical JSON of the entry), hex — or, for entries made
 * before the chain was keyed (`key` null: seq below `audit_head.keyed_from_seq`, migration 0013),
 * the plain SHA-256 of the same bytes. The entry includes its `seq`, so moving an entry to
 * another position changes its hash, and each hash covers every entry before it through
 * `prev_hash`. With the key, someone who can write to the database but does not hold the key
 * cannot recompute the hashes after rewriting a row.
 */
export function entryHash(prevHash: string, entry: ChainEntry, key: string | null = null): string {
  const body = canonicalJson({
    seq: entry.seq,
    type: entry.type,
    actorId: entry.actorId,
    subjectId: entry.subjectId,
    at: entry.at,
    data: entry.data,
  });
  const digest = key === null ? createHash('sha256') : createHmac('sha256', key);
  return digest.update(prevHash).update(body).digest('hex');
}
