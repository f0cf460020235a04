import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { parseInt8 } from './postgres-connection';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite-connection';
import { testDatabases } from './testing/test-databases';

const scratch = mkdtempSync(join(tmpdir(), 'ispz-conn-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const [, postgres] = testDatabases();

describe('openDatabase', () => {
  it('creates a SQLite file with its folder, in WAL mode with foreign keys and only a short synchronous busy wait', async () => {
    const file = join(scratch, 'nested', 'dir', 'ispz.db');
    const { db, dialect, close } = openDatabase(`sqlite:${file}`);
    const pragma = async (name: string) =>
      (await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0];
    expect(dialect).toBe('sqlite');
    expect(await pragma('journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(await pragma('foreign_keys')).toEqual({ foreign_keys: 1 });
    expect(await pragma('busy_timeout')).toEqual({ timeout: SQLITE_BUSY_TIMEOUT_MS });
    expect(SQLITE_BUSY_TIMEOUT_MS).toBeLessThanOrEqual(20);
    await close();
    expect(existsSync(file)).toBe(true);
  });

  it('opens a private in-memory SQLite database', async () => {
    const a = openDatabase('sqlite::memory:');
    const b = openDatabase('sqlite::memory:');
    await sql`create table t (x integer)`.execute(a.db);
    await expect(sql`select * from t`.execute(b.db)).rejects.toThrow(/no such table/);
    await Promise.all([a.close(), b.close()]);
  });

  it('refuses other schemes without echoing the rest of the URL, which may hold a password', () => {
    expect(() => openDatabase('mysql://root:hunter2@db/x')).toThrow(/unsupported database URL scheme mysql:/);
    expect(() => openDatabase('mysql://root:hunter2@db/x')).not.toThrow(/hunter2/);
    expect(() => openDatabase('./data/ispz.db')).toThrow(/\(none\)/);
  });
});

describe('reading int8 and numeric from PostgreSQL', () => {
  it('turns int8 into a number, and refuses one that a number cannot hold exactly', () => {
    expect(parseInt8('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseInt8('-42')).toBe(-42);
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
  });

  it.skipIf(!postgres)('returns bigint columns, counts and sums as numbers', async () => {
    const { db } = await postgres!.open();
    const row = await sql<{ big: unknown; n: unknown; total: unknown; avg: unknown }>`
      select 9007199254740991::bigint as big, count(*) as n, sum(x) as total, avg(x) as avg
      from (values (1::bigint), (2::bigint)) as v(x)`.execute(db);
    expect(row.rows[0]).toEqual({ big: Number.MAX_SAFE_INTEGER, n: 2, total: 3, avg: 1.5 });
  });

  it.skipIf(!postgres)('fails the query rather than round an int8 beyond 2^53', async () => {
    const { db } = await postgres!.open();
    await expect(sql`select 9007199254740993::bigint as big`.execute(db)).rejects.toThrow(RangeError);
  });
});
