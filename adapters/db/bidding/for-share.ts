import type { SelectQueryBuilder } from 'kysely';
import type { DialectName } from '../dialect';

/**
 * Locks the selected rows in share mode until the transaction ends — `FOR SHARE` on PostgreSQL:
 * other readers and sharers go on, but an `UPDATE` of the row, or a `FOR UPDATE` claim, waits
 * (or, with `SKIP LOCKED`, passes the row by). A no-op on SQLite, whose `BEGIN IMMEDIATE`
 * already excludes every other writer. The share-mode sibling of `forUpdate` in `dialect.ts`.
 *
 * @example
 * const bid = await tx.selectFrom('bids').select('status').where('id', '=', id).$call(forShare(dialect)).executeTakeFirst();
 */
export function forShare(dialect: DialectName) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    dialect === 'sqlite' ? query : query.forShare();
}
