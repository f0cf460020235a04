import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

/**
 * FROZEN: the column conventions as migrations 0001–0018 were written with them (a copy of
 * `adapters/db/columns.ts` at that release, its DDL half only). Released migrations build their
 * tables from this file, never from the live `columns.ts`, so a later change there cannot change
 * what an old migration creates on a new database. Never edit this file (`frozen.test.ts` holds
 * its hash): a migration that needs a new kind or a changed rule uses a new copy of its own.
 *
 * - `money`: integer cents, `bigint`. `timestamp`: ISO-8601 UTC text; `date`: `yyyy-mm-dd` text.
 * - `json`: canonical JSON text. `id`: the table's text primary key.
 */
export type ColumnKind =
  | 'id'
  | 'text'
  | 'integer'
  | 'bigint'
  | 'money'
  | 'real'
  | 'timestamp'
  | 'date'
  | 'json';

export interface ColumnOptions {
  readonly nullable?: boolean;
  readonly primaryKey?: boolean;
  /** `table.column`, e.g. `loans.id`. */
  readonly references?: string;
  readonly onDelete?: 'cascade' | 'restrict';
  readonly defaultTo?: string | number;
}

/** One column: its kind and constraints. */
export type Column<K extends ColumnKind = ColumnKind> = { readonly kind: K } & ColumnOptions;

/** A table's columns by (snake_case) name. */
export type TableColumns = Readonly<Record<string, Column>>;

// `bigint` has INTEGER affinity on SQLite; `double precision` is float8 on PostgreSQL (never `real`,
// which is float4 there and would round rates and ratios).
const SQL_TYPES = {
  id: 'text',
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  money: 'bigint',
  real: 'double precision',
  timestamp: 'text',
  date: 'text',
  json: 'text',
} as const satisfies Record<ColumnKind, string>;

function columnOf<K extends ColumnKind>(kind: K) {
  return <const O extends ColumnOptions = Record<never, never>>(options?: O) =>
    ({ kind, ...options }) as { readonly kind: K } & O;
}

/** Column constructors: `col.money()`, `col.text({ nullable: true })`, `col.integer({ defaultTo: 0 })`. */
export const col = {
  id: columnOf('id'),
  text: columnOf('text'),
  integer: columnOf('integer'),
  bigint: columnOf('bigint'),
  money: columnOf('money'),
  real: columnOf('real'),
  timestamp: columnOf('timestamp'),
  date: columnOf('date'),
  json: columnOf('json'),
};

function define(builder: ColumnDefinitionBuilder, column: Column): ColumnDefinitionBuilder {
  let b = builder;
  // NOT NULL on primary keys too: SQLite lets a non-INTEGER primary key hold NULL otherwise.
  if (!column.nullable) b = b.notNull();
  if (column.kind === 'id' || column.primaryKey) b = b.primaryKey();
  if (column.references) b = b.references(column.references);
  if (column.onDelete) b = b.onDelete(column.onDelete);
  if (column.defaultTo !== undefined) b = b.defaultTo(column.defaultTo);
  return b;
}

/**
 * A `CREATE TABLE` builder for `columns`, for use in migrations (add indexes separately).
 *
 * @example
 * await createTable(db, 'bids', { id: col.id(), amount_cents: col.money(), created_at: col.timestamp() }).execute();
 */
export function createTable(
  db: Kysely<unknown>,
  name: string,
  columns: TableColumns,
  options: { readonly primaryKey?: readonly string[] } = {},
): CreateTableBuilder<string, string> {
  let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const [column, spec] of Object.entries(columns)) {
    table = table.addColumn(column, SQL_TYPES[spec.kind], (c) => define(c, spec));
  }
  if (options.primaryKey) table = table.addPrimaryKeyConstraint(`${name}_pkey`, [...options.primaryKey]);
  return table;
}
