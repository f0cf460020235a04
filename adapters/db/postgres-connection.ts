import { Kysely, type KyselyPlugin, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DbConnection } from './db-connection';
import type { Database } from './schema';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * pg returns int8 and numeric as strings. Money is integer cents in `bigint` columns and must
 * come back as a JS number; `count(*)` is int8 and `sum`/`avg` are numeric, too. An int8 beyond
 * 2^53 cannot be a number without losing cents, so reading one fails the query instead.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} is beyond 2^53`);
  return value;
}

/** numeric holds ratios and averages here (never money), so a double is precise enough. */
export function parseNumeric(text: string): number {
  return Number(text);
}

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return parseInt8;
    if (oid === NUMERIC_OID) return parseNumeric;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** How long a new connection may take before the request needing it fails (503). */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A second handle on the same database whose connections are read-only for their whole session
 * (`default_transaction_read_only`): `UnitOfWork.read` runs its statements there one by one,
 * without BEGIN and COMMIT — under read committed each statement sees what was committed before
 * it either way, and a write still fails loudly (25006) — saving two of a read's round trips.
 */
const readers = new WeakMap<Kysely<Database>, Kysely<Database>>();

/** The read-only handle of a database opened by `openPostgres`, if it is one. */
export function readOnlyHandleOf(db: Kysely<Database>): Kysely<Database> | undefined {
  return readers.get(db);
}

function openPool(url: string, max: number, connectTimeoutMs: number, readOnly: boolean): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types,
    // A server that does not answer (a dropped network, a host gone) fails a request in bounded time.
    connectionTimeoutMillis: connectTimeoutMs,
    ...(readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
  });
  // A pooled client that dies while idle (server restart, terminated backend) emits 'error' on
  // the pool, which would otherwise crash the process; the pool discards that client itself.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost: ${error.message}`));
  // A client checked out by a request has no pool listener: when its connection drops (the server
  // stopped, crashed or failed over) its 'error' would crash the process. The query in flight
  // fails with the same error (answered 503, see ./unavailable.ts) and the pool drops the client
  // when it is released, so nothing more is needed here than to keep the error from escaping.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * Opens a pool on a `postgres://` URL, and beside it the pool of its read-only handle (each of
 * `poolSize` connections, opened as they are needed); the parsers above apply to these pools only.
 */
export function openPostgres(
  url: string,
  options: { poolSize?: number; connectTimeoutMs?: number; plugins?: readonly KyselyPlugin[] } = {},
): DbConnection {
  const max = options.poolSize ?? 10;
  const timeout = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  const handle = (readOnly: boolean) =>
    new Kysely<Database>({
      dialect: new PostgresDialect({ pool: openPool(url, max, timeout, readOnly) }),
      plugins: [...(options.plugins ?? [])],
    });
  const db = handle(false);
  const reads = handle(true);
  readers.set(db, reads);
  return {
    db,
    dialect: 'postgres',
    close: () => Promise.all([db.destroy(), reads.destroy()]).then(() => undefined),
  };
}
