import SQLite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cachingStatements } from './sqlite-statement-cache';

// The prepared-statement cache behind Kysely's SQLite driver: one statement per text, reused;
// at most `size` kept; a statement busy in an iteration is never handed out twice.
const opened: SQLite.Database[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) if (database.open) database.close();
});

function cached(size?: number) {
  const database = new SQLite(':memory:');
  opened.push(database);
  const prepared: string[] = [];
  const counting = new Proxy(database, {
    get(target, key) {
      if (key === 'prepare')
        return (text: string) => {
          prepared.push(text);
          return target.prepare(text);
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { database, prepared, cache: cachingStatements(counting, size) };
}

describe('the SQLite statement cache', () => {
  it('prepares each text once and hands the same statement out again', () => {
    const { cache, prepared } = cached();
    const first = cache.prepare('select 1 as one');
    expect(cache.prepare('select 1 as one')).toBe(first);
    expect(cache.prepare('select 2 as two')).not.toBe(first);
    expect(prepared).toEqual(['select 1 as one', 'select 2 as two']);
  });

  it('keeps at most its size, dropping the least recently used text first', () => {
    const { cache, prepared } = cached(2);
    cache.prepare('select 1');
    cache.prepare('select 2');
    cache.prepare('select 1'); // now the most recent
    cache.prepare('select 3'); // drops 'select 2'
    cache.prepare('select 1');
    cache.prepare('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
  });

  it('gives a fresh statement while the cached one is busy in an iteration', () => {
    const { cache, database } = cached();
    database.exec('create table t (n integer); insert into t values (1), (2)');
    const iterating = cache.prepare('select n from t') as unknown as SQLite.Statement;
    const rows = iterating.iterate();
    rows.next();
    const other = cache.prepare('select n from t');
    expect(other).not.toBe(iterating);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
    expect(cache.prepare('select n from t')).toBe(iterating);
  });

  it('keeps Kysely telling rows from changes, inserts returning rows included', async () => {
    const { cache } = cached();
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: cache }),
    });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    for (const name of ['a', 'b']) {
      const result = await db.insertInto('t').values({ name }).executeTakeFirst();
      expect(result.numInsertedOrUpdatedRows).toBe(1n);
    }
    const returned = await db.insertInto('t').values({ name: 'c' }).returning(['id', 'name']).execute();
    expect(returned).toEqual([{ id: 3, name: 'c' }]);
    const updated = await db.updateTable('t').set({ name: 'z' }).where('id', '<', 3).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    expect(await db.selectFrom('t').select('name').orderBy('id').execute()).toEqual([
      { name: 'z' },
      { name: 'z' },
      { name: 'c' },
    ]);
    await db.destroy();
  });
});
