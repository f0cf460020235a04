/**
 * Many rows in one statement without the query builder. Kysely compiles a VALUES list value by
 * value (about 2 µs each), which for the bid closer's thousands of rows per batch costs more than
 * the database's own work. Here the statement text is built once per shape and kept; the values
 * travel as parameters, never in the text. Table and column names come from the code, not input.
 */
import { CompiledQuery, type Kysely, PostgresAdapter } from 'kysely';
import { chunks, rowsPerStatement } from './chunks';
import type { DialectName } from './dialect';
import type { Database } from './schema';

/** A value bound to a statement parameter. */
export type Value = string | number | bigint | null;

const texts = new Map<string, string>();

/** `(?, ?), (?, ?)` (SQLite) or `($1, $2), ($3, $4)` (PostgreSQL); `casts` wraps a column in `cast(… as type)`. */
export function valuesList(
  dialect: DialectName,
  rows: number,
  columns: number,
  casts: Readonly<Record<number, string>> = {},
): string {
  const key = `${dialect}:${rows}:${columns}:${JSON.stringify(casts)}`;
  const known = texts.get(key);
  if (known !== undefined) return known;
  let n = 0;
  const param = () => (dialect === 'postgres' ? `$${++n}` : '?');
  const row = () =>
    `(${Array.from({ length: columns }, (_, c) => (casts[c] ? `cast(${param()} as ${casts[c]})` : param())).join(', ')})`;
  const text = Array.from({ length: rows }, row).join(', ');
  texts.set(key, text);
  return text;
}

/** The dialect of `db`'s connection, for the placeholders of a statement built by hand. */
export function dialectOf(db: Kysely<Database>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Runs `text` with `parameters` on `db` (a transaction's handle runs it in that transaction). */
export async function runRaw<R>(
  db: Kysely<Database>,
  text: string,
  parameters: readonly Value[],
): Promise<R[]> {
  const result = await db.executeQuery<R>(CompiledQuery.raw(text, [...parameters]));
  return [...result.rows];
}

/** How to insert: the conflict target to skip rows on, and the column to return for rows inserted. */
export interface InsertOptions {
  readonly onConflictDoNothing?: readonly string[];
  readonly returning?: string;
}

/**
 * Inserts `rows` into `table` in as few statements as the parameter limit allows. Every row must
 * have the keys of the first (the row mappers always write the same keys); `undefined` is stored
 * as NULL. Returns the `returning` column of each inserted row (empty without `returning`).
 */
export async function insertRows(
  db: Kysely<Database>,
  table: keyof Database & string,
  rows: readonly Readonly<Record<string, unknown>>[],
  options: InsertOptions = {},
): Promise<unknown[]> {
  const first = rows[0];
  if (first === undefined) return [];
  const columns = Object.keys(first);
  const names = columns.map((c) => `"${c}"`).join(', ');
  const conflict = options.onConflictDoNothing
    ? ` on conflict (${options.onConflictDoNothing.map((c) => `"${c}"`).join(', ')}) do nothing`
    : '';
  const returning = options.returning ? ` returning "${options.returning}"` : '';
  const out: unknown[] = [];
  for (const batch of chunks(rows, rowsPerStatement(columns.length))) {
    const values = valuesList(dialectOf(db), batch.length, columns.length);
    const text = `insert into "${table}" (${names}) values ${values}${conflict}${returning}`;
    const parameters = new Array<Value>(batch.length * columns.length);
    let p = 0;
    for (const row of batch) for (const c of columns) parameters[p++] = (row[c] ?? null) as Value;
    const inserted = await runRaw<Record<string, unknown>>(db, text, parameters);
    if (options.returning) out.push(...inserted.map((r) => r[options.returning!]));
  }
  return out;
}

// The same string each time: a prepared-statement cache keyed by text then hashes it once.
const insertTexts = new Map<string, string>();

/** Rows per statement of `insertValues` (its full statements; the rest go in power-of-two ones). */
export const ROWS_PER_INSERT = 256;

/**
 * Inserts rows given as values in `columns` order, in statements of a few fixed sizes —
 * `ROWS_PER_INSERT` rows (fewer for wide tables, within the parameter limit), then the
 * remainder as powers of two — so that a table takes at most nine statement texts however many
 * rows arrive, however they are cut: each text is built once and, on SQLite, prepared once (the
 * connection keeps its prepared statements).
 */
export async function insertValues(
  db: Kysely<Database>,
  table: keyof Database & string,
  columns: readonly string[],
  rows: readonly (readonly Value[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const dialect = dialectOf(db);
  const names = columns.map((c) => `"${c}"`).join(', ');
  const full = Math.min(ROWS_PER_INSERT, rowsPerStatement(columns.length));
  let at = 0;
  while (at < rows.length) {
    const left = rows.length - at;
    const size = left >= full ? full : 2 ** Math.floor(Math.log2(left));
    const key = `${dialect}:${table}:${names}:${size}`;
    let text = insertTexts.get(key);
    if (text === undefined) {
      text = `insert into "${table}" (${names}) values ${valuesList(dialect, size, columns.length)}`;
      insertTexts.set(key, text);
    }
    const parameters = new Array<Value>(size * columns.length);
    let p = 0;
    for (let r = at; r < at + size; r++) for (const value of rows[r]!) parameters[p++] = value;
    await runRaw(db, text, parameters);
    at += size;
  }
}
