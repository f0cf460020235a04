import { type Kysely, sql } from 'kysely';
import type { DialectName } from './dialect';

/** An index as both databases can report it: its table, columns in order, and uniqueness. */
export interface IndexShape {
  readonly table: string;
  readonly columns: readonly string[];
  readonly unique: boolean;
}

/**
 * The indexes the migrations build, read
 * from the database's catalogue: `sqlite_master` + `pragma index_info` on SQLite, `pg_index` on
 * PostgreSQL. Named indexes by name; UNIQUE constraints, which each database names its own way,
 * as `unique <table>(<columns>)`; primary keys are left out (the column check covers them).
 * Partial and expression indexes report their plain columns only.
 */
export async function introspectIndexes(
  db: Pick<Kysely<never>, 'getExecutor'>,
  dialect: DialectName,
): Promise<Record<string, IndexShape>> {
  const found: Record<string, IndexShape> = {};
  if (dialect === 'sqlite') {
    const constraints = await sql<{ tbl: string; idx: string }>`
      select m.name as tbl, l.name as idx from sqlite_master m, pragma_index_list(m.name) l
      where m.type = 'table' and l.origin = 'u' and m.name not like 'kysely_%'`.execute(db as Kysely<never>);
    for (const c of constraints.rows) {
      const cols = await sql<{
        name: string;
      }>`select name from pragma_index_info(${c.idx}) order by seqno`.execute(db as Kysely<never>);
      const columns = cols.rows.map((r) => r.name);
      found[uniqueConstraintKey(c.tbl, columns)] = { table: c.tbl, columns, unique: true };
    }
    const rows = await sql<{ name: string; tbl_name: string; sql: string }>`
      select name, tbl_name, sql from sqlite_master
      where type = 'index' and sql is not null and tbl_name not like 'kysely_%'`.execute(db as Kysely<never>);
    for (const row of rows.rows) {
      const cols = await sql<{ name: string | null }>`
        select name from pragma_index_info(${row.name}) order by seqno`.execute(db as Kysely<never>);
      found[row.name] = {
        table: row.tbl_name,
        columns: cols.rows.map((c) => c.name ?? '(expression)'),
        unique: /^\s*create\s+unique/i.test(row.sql),
      };
    }
    return found;
  }
  const constraints = await sql<{ table: string; columns: string[] }>`
    select t.relname as table,
      array(
        select a.attname::text from unnest(c.conkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum order by k.ord
      ) as columns
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and c.contype = 'u' and t.relname not like 'kysely_%'`.execute(
    db as Kysely<never>,
  );
  for (const c of constraints.rows)
    found[uniqueConstraintKey(c.table, c.columns)] = { table: c.table, columns: c.columns, unique: true };
  const rows = await sql<{ name: string; table: string; unique: boolean; columns: string[] }>`
    select i.relname as name, t.relname as table, x.indisunique as unique,
      array(
        select coalesce(a.attname::text, '(expression)')
        from unnest(x.indkey) with ordinality as k(attnum, ord)
        left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
        order by k.ord
      ) as columns
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema()
      and not x.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      and t.relname not like 'kysely_%'`.execute(db as Kysely<never>);
  for (const row of rows.rows)
    found[row.name] = { table: row.table, columns: row.columns, unique: row.unique };
  return found;
}

function uniqueConstraintKey(table: string, columns: readonly string[]): string {
  return `unique ${table}(${columns.join(', ')})`;
}
