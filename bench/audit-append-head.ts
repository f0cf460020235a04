/**
 * The baseline of `audit-append.ts`: the audit append as it was before entries took their seq
 * from the database — every append locks a one-row head `FOR UPDATE`, links the entry to the
 * head's hash, inserts it and moves the head, so concurrent writers queue on that row until each
 * commits. Its own two tables (`bench_head`, `bench_head_log`), so it never touches the platform's
 * chain; and a bare one-row insert (`bench_bare`), the floor of any write.
 */
import { type Kysely, sql } from 'kysely';
import { entryHash, GENESIS_HASH } from '../adapters/db/audit/audit-hash';
import type { Database } from '../adapters/db/schema';
import type { TradeEvent } from '../core/audit/audit-log';
import { canonicalJson } from '../core/format/canonical-json';

/** Creates the baseline tables (dropping any left from an earlier run). */
export async function createBaselineTables(db: Kysely<Database>): Promise<void> {
  await dropBaselineTables(db);
  await sql`create table bench_bare (id bigint generated always as identity primary key, at text not null)`.execute(
    db,
  );
  await sql`create table bench_head (id integer primary key, seq bigint not null, hash text not null)`.execute(
    db,
  );
  await sql`insert into bench_head (id, seq, hash) values (1, 0, ${GENESIS_HASH})`.execute(db);
  await sql`create table bench_head_log (
    seq bigint primary key, type text not null, actor_id text not null, subject_id text not null,
    at text not null, data text not null, prev_hash text not null, hash text not null)`.execute(db);
}

/** Drops the baseline tables. */
export async function dropBaselineTables(db: Kysely<Database>): Promise<void> {
  for (const table of ['bench_bare', 'bench_head', 'bench_head_log'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
}

/** One bare write: a row inserted, nothing read. */
export async function bareWrite(tx: Kysely<Database>, at: string): Promise<void> {
  await sql`insert into bench_bare (at) values (${at})`.execute(tx);
}

/** One append the old way, in the caller's transaction: lock the head, link, insert, move the head. */
export async function headAppend(tx: Kysely<Database>, event: TradeEvent, key: string): Promise<void> {
  const { rows } = await sql<{ seq: number | string; hash: string }>`
    select seq, hash from bench_head where id = 1 for update`.execute(tx);
  const head = rows[0]!;
  const seq = Number(head.seq) + 1;
  const hash = entryHash(head.hash, { ...event, seq }, key);
  await sql`insert into bench_head_log (seq, type, actor_id, subject_id, at, data, prev_hash, hash)
    values (${seq}, ${event.type}, ${event.actorId}, ${event.subjectId}, ${event.at}, ${canonicalJson(event.data)}, ${head.hash}, ${hash})`.execute(
    tx,
  );
  await sql`update bench_head set seq = ${seq}, hash = ${hash} where id = 1`.execute(tx);
}
