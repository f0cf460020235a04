import { type Kysely, sql } from 'kysely';
import { insertRows } from '../bulk-rows';
import type { Database } from '../schema';
import { AUDIT_GAP_TYPE, AUDIT_SEALER_ACTOR } from './audit-hash';

/**
 * Sequence numbers that no entry will ever hold, and how the sealer tells them from ones whose
 * transaction is still open.
 *
 * On PostgreSQL a writer takes its `seq` when it inserts (`nextval`), but the entry becomes
 * visible only when its transaction commits — so seq 11 can be visible while 10 is not, and 10
 * may be a transaction still open (it will commit later) or one that rolled back (it never will).
 * Sealing 11 on top of 9 in the first case would leave 10 outside the chain for good. The sealer
 * therefore never links past a missing number; instead it asks the database who holds it, by
 * inserting a gap row with that seq (`fillGap`). The primary key decides: an open transaction
 * that inserted seq 10 makes the insert wait for its end (bounded by `lock_timeout`: then it is
 * still open and nothing is filled), a commit makes it a conflict (the real entry is there to
 * seal), and only a rollback — or an entry deleted before it was sealed — lets the gap row in.
 * The one case the key cannot decide is a writer between its `nextval` and its own index insert
 * (inside a single INSERT statement): the sealer fills only numbers it has seen missing below a
 * committed entry for at least a short horizon (`audit-sealer.ts`), and should a writer ever stall
 * that long in between, its INSERT fails on the primary key and its transaction rolls back —
 * a refused write, never a chain with an entry left out.
 *
 * On SQLite the sealer runs in `BEGIN IMMEDIATE`, so no writer is open meanwhile, and a rowid
 * taken by a rolled-back transaction is handed out again (AUTOINCREMENT's counter rolls back
 * too): a missing number there can only be an entry deleted before it was sealed, and the
 * sealer records it at once.
 */

/** The row the sealer writes for seq `seq`, which no transaction committed. */
export function gapRow(seq: number, at: string) {
  return { seq, type: AUDIT_GAP_TYPE, actor_id: AUDIT_SEALER_ACTOR, subject_id: String(seq), at, data: '{}' };
}

/** What `fillGap` found the missing number to be. */
export type GapFill = 'filled' | 'committed' | 'open';

/**
 * PostgreSQL: claims seq `seq` with a gap row in a transaction of its own, waiting at most
 * `lockTimeoutMs` for a transaction that holds it. `filled`: nobody will commit it (now
 * recorded as a gap); `committed`: its entry is there; `open`: its transaction has not ended.
 */
export async function fillGap(
  db: Kysely<Database>,
  seq: number,
  options: { readonly lockTimeoutMs: number; readonly at: string },
): Promise<GapFill> {
  try {
    return await db.transaction().execute(async (tx) => {
      await sql`select set_config('lock_timeout', ${`${Math.max(1, Math.trunc(options.lockTimeoutMs))}ms`}, true)`.execute(
        tx,
      );
      const inserted = await insertRows(tx, 'audit_log', [gapRow(seq, options.at)], {
        onConflictDoNothing: ['seq'],
        returning: 'seq',
      });
      return inserted.length === 1 ? 'filled' : 'committed';
    });
  } catch (error) {
    // 55P03 lock_not_available: lock_timeout ran out waiting for the holder's transaction.
    if ((error as { code?: unknown }).code === '55P03') return 'open';
    throw error;
  }
}
