import type { Kysely } from 'kysely';
import type { PoolStatus, PoolStore } from '../../../core/loans/pool-store';
import { chunks, rowsPerStatement } from '../chunks';
import type { Database } from '../schema';

const KEYS_PER_QUERY = 500;

/**
 * `PoolStore` on Kysely: one `pool_entries` row per (user, loan), upserted with
 * `INSERT … ON CONFLICT DO UPDATE` (both dialects), so concurrent adds never duplicate an entry.
 * `LoanStore.search` reads the same table for its `pooledBy` filter.
 */
export function kyselyPoolStore(db: Kysely<Database>): PoolStore {
  return {
    async setStatus(userId, loanIds, status, at) {
      const rows = [...new Set(loanIds)].map((loanId) => ({
        user_id: userId,
        loan_id: loanId,
        status,
        updated_at: at,
      }));
      for (const batch of chunks(rows, rowsPerStatement(4))) {
        await db
          .insertInto('pool_entries')
          .values(batch)
          .onConflict((oc) =>
            oc.columns(['user_id', 'loan_id']).doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
    },
    async entriesFor(userId, loanIds) {
      const entries = [];
      for (const batch of chunks([...new Set(loanIds)], KEYS_PER_QUERY)) {
        const rows = await db
          .selectFrom('pool_entries')
          .selectAll()
          .where('user_id', '=', userId)
          .where('loan_id', 'in', batch)
          .execute();
        for (const r of rows) {
          entries.push({
            userId: r.user_id,
            loanId: r.loan_id,
            status: r.status as PoolStatus,
            updatedAt: r.updated_at,
          });
        }
      }
      return entries;
    },
  };
}
