import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from './dialect';

/**
 * The column conventions every table follows, as data. Migrations create their tables from it
 * (`createTable`) and `schema.ts` declares the expected shape with the same words, so a column
 * means the same thing everywhere:
 *
 * - `money`: integer cents, `bigint` (8-byte integer on both; pg's int8 is parsed to a JS number
 *   by the connection). Never a float, never numeric.
 * - `timestamp`: ISO-8601 UTC text from `Date.toISOString()` — sorts lexically in time order and
 *   reads the same on both dialects. `date`: `yyyy-mm-dd` text.
 * - `json`: canonical JSON text (not jsonb: what is stored is what is read back, byte for byte).
 * - `id`: the table's text primary key (UUID v7 in production).
 *
 * Released migrations depend on these words: never change what a kind means — add a kind.
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

const POSTGRES_NAMES: Record<string, string> = {
  integer: 'int4',
  bigint: 'int8',
  'double precision': 'float8',
};

/** The data type `db.introspection` reports for a column of this kind. */
export function introspectedType(kind: ColumnKind, dialect: DialectName): string {
  const declared = SQL_TYPES[kind];
  return dialect === 'postgres' ? (POSTGRES_NAMES[declared] ?? declared) : declared;
}

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
