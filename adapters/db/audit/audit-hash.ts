import { createHash } from 'node:crypto';
import type { TradeEvent } from '../../../core/audit/audit-log';
import { canonicalJson } from './canonical-json';

/** The "previous hash" of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** An entry of the chain: the event at its position. */
export interface AuditEntry extends TradeEvent {
  readonly seq: number;
}

/**
 * hash = SHA-256(prev_hash ‖ canonical JSON of the entry), hex. The entry includes its `seq`,
 * so moving an entry to another position changes its hash, and each hash covers every entry
 * before it through `prev_hash`.
 */
export function entryHash(prevHash: string, entry: AuditEntry): string {
  const body = canonicalJson({
    seq: entry.seq,
    type: entry.type,
    actorId: entry.actorId,
    subjectId: entry.subjectId,
    at: entry.at,
    data: entry.data,
  });
  return createHash('sha256').update(prevHash).update(body).digest('hex');
}
