/**
 * Why: "a refused call changed nothing" is checked on the whole database, not on the row the
 * test expects to be touched — a route that writes somewhere unexpected is caught too. A digest
 * is one fingerprint per table of all its rows, in an order fixed by the rows themselves, taken
 * in one query (PostgreSQL hashes each table itself); two digests name the tables that differ.
 * The session bookkeeping every request may touch (sessions, refresh tokens, login attempts,
 * per-client throttle windows) is left out: it is the caller's own, not what the call acts on.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DbConnection } from '../../../db/connection';

const BOOKKEEPING = new Set(['sessions', 'refresh_tokens', 'login_attempts', 'client_attempt_windows']);

export type Digest = ReadonlyMap<string, string>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The fingerprinting query of a database, built once: its tables do not change under a test. */
const queries = new WeakMap<DbConnection, Promise<string>>();

async function digestQuery(connection: DbConnection): Promise<string> {
  const { db, dialect } = connection;
  const tables = (await db.introspection.getTables()).filter((t) => !BOOKKEEPING.has(t.name));
  return tables
    .map((t) => {
      const name = quoted(t.name);
      const fingerprint =
        dialect === 'postgres'
          ? `(select md5(coalesce(string_agg(r::text, chr(10) order by r::text), '')) from ${name} r)`
          : `(select coalesce(group_concat(x, char(10)), '') from (select ${t.columns
              .map((c) => `quote(${quoted(c.name)})`)
              .join(" || '|' || ")} as x from ${name} order by x))`;
      return `select '${t.name}' as t, ${fingerprint} as h`;
    })
    .join(' union all ');
}

/** One fingerprint per table of `connection`'s database. */
export async function digest(connection: DbConnection): Promise<Digest> {
  let query = queries.get(connection);
  if (!query) {
    query = digestQuery(connection);
    queries.set(connection, query);
  }
  const rows = (await sql<{ t: string; h: string }>`${sql.raw(await query)}`.execute(connection.db)).rows;
  return new Map(rows.map((r) => [r.t, createHash('sha256').update(r.h).digest('hex')]));
}

/** The tables whose rows differ between `before` and `after`. */
export function changedTables(before: Digest, after: Digest): string[] {
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((t) => before.get(t) !== after.get(t))
    .sort();
}
