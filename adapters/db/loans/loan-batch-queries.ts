/**
 * The batch part of the Kysely `LoanStore`, for the bid closer's batches: `summaries` reads only
 * the columns a sale needs (no attributes), `setStatusMany` is one conditional UPDATE per chunk of
 * ids — the compare-and-set of `setStatus`, counted.
 */
import type { Kysely } from 'kysely';
import type { LoanStore, LoanSummary } from '../../../core/loans/loan-store';
import { cents } from '../../../core/money/cents';
import { chunks } from '../chunks';
import type { Database } from '../schema';

const KEYS_PER_QUERY = 500;

/** `summaries` and `setStatusMany` on `db` (a unit of work's transaction handle). */
export function loanBatchQueries(db: Kysely<Database>): Pick<LoanStore, 'summaries' | 'setStatusMany'> {
  return {
    async summaries(ids) {
      const found: LoanSummary[] = [];
      for (const batch of chunks([...new Set(ids)], KEYS_PER_QUERY)) {
        const rows = await db
          .selectFrom('loans')
          .select(['id', 'status', 'owner_id', 'tape_name', 'loan_number', 'amount_cents'])
          .where('id', 'in', batch)
          .execute();
        for (const r of rows) {
          const status = r.status as LoanSummary['status'];
          const named = {
            tapeName: r.tape_name,
            loanNumber: r.loan_number,
            amountCents: cents(r.amount_cents),
          };
          found.push({ id: r.id, status, ownerId: r.owner_id, ...named });
        }
      }
      return found;
    },
    async setStatusMany(ids, from, to, at) {
      let moved = 0;
      for (const batch of chunks([...new Set(ids)], KEYS_PER_QUERY)) {
        const update = db.updateTable('loans').set({ status: to, updated_at: at });
        const result = await update.where('id', 'in', batch).where('status', '=', from).executeTakeFirst();
        moved += Number(result.numUpdatedRows);
      }
      return moved;
    },
  };
}
