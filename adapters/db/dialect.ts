import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/**
 * The two databases the platform runs on. Queries are written once; the few places where the
 * dialects differ (row locks, transaction start) ask for the dialect explicitly.
 */
export type DialectName = 'sqlite' | 'postgres';

/** How `forUpdate` treats rows another transaction has already locked. */
export interface LockOptions {
  /** Skip them instead of waiting: for claiming jobs so that workers never take the same row. */
  readonly skipLocked?: boolean;
}

/**
 * Locks the selected rows until the transaction ends — `FOR UPDATE [SKIP LOCKED]` on
 * PostgreSQL. A no-op on SQLite, where the unit of work's `BEGIN IMMEDIATE` already holds the
 * database's single write lock, so no other writer can change the rows in between.
 *
 * @example
 * const head = await tx.selectFrom('audit_head').selectAll().where('id', '=', 1)
 *   .$call(forUpdate(dialect)).executeTakeFirstOrThrow();
 * const jobs = await tx.selectFrom('outbox').selectAll().where('delivered_at', 'is', null)
 *   .limit(10).$call(forUpdate(dialect, { skipLocked: true })).execute();
 */
export function forUpdate(dialect: DialectName, options: LockOptions = {}) {
  return <DB, TB extends keyof DB, O>(
    query: SelectQueryBuilder<DB, TB, O>,
  ): SelectQueryBuilder<DB, TB, O> => {
    if (dialect === 'sqlite') return query;
    return options.skipLocked ? query.forUpdate().skipLocked() : query.forUpdate();
  };
}

/**
 * A text column for ORDER BY in code-point order — SQLite's default, and on PostgreSQL
 * `COLLATE "C"` whatever the database's locale — so both order ids and names as JS does.
 *
 * @example
 * tx.selectFrom('loans').select('id').orderBy(byCodePoint('id', dialect))
 */
export function byCodePoint(column: string, dialect: DialectName): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`${sql.ref(column)} collate "C"` : sql`${sql.ref(column)}`;
}
