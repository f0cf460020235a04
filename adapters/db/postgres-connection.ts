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

/** Opens a pool on a `postgres://` URL; the parsers above apply to this pool only, not globally. */
export function openPostgres(
  url: string,
  options: { poolSize?: number; connectTimeoutMs?: number; plugins?: readonly KyselyPlugin[] } = {},
): DbConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types,
    // A server that does not answer (a dropped network, a host gone) fails a request in bounded time.
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
  });
  // A pooled client that dies while idle (server restart, terminated backend) emits 'error' on
  // the pool, which would otherwise crash the process; the pool discards that client itself.
  pool.on('error', (error) => console.warn(`postgres: idle connection lost: ${error.message}`));
  // A client checked out by a request has no pool listener: when its connection drops (the server
  // stopped, crashed or failed over) its 'error' would crash the process. The query in flight
  // fails with the same error (answered 503, see ./unavailable.ts) and the pool drops the client
  // when it is released, so nothing more is needed here than to keep the error from escaping.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [...(options.plugins ?? [])],
  });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
