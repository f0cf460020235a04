import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrations } from '../../adapters/db/migrations/index';
import { migrateToLatest, pendingMigrations } from '../../adapters/db/migrator';
import { testDatabases } from '../../adapters/db/testing/test-databases';
import { EXIT } from '../errors';
import { type CliWorld, cliWorld } from '../testing/cli-world';

const [sqlite] = testDatabases();

describe('ispz on SQLite while another process holds the write lock', () => {
  let w: CliWorld;
  let other: SQLite.Database;
  beforeEach(async () => {
    w = await cliWorld(sqlite!);
    await w.user('lender@t.test', 'lender');
    other = new SQLite(w.database.url.slice('sqlite:'.length), { timeout: 0 });
    other.exec('begin immediate');
  });
  afterEach(async () => {
    if (other.inTransaction) other.exec('rollback');
    other.close();
    await w.close();
  });

  it('answers read-only commands at once: an up-to-date database is not locked to migrate', async () => {
    const started = Date.now();
    const listed = await w.run('users', 'list', '--json');
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.json<{ email: string }[]>().map((u) => u.email)).toEqual(['lender@t.test']);
    expect((await w.run('audit', 'verify')).code).toBe(EXIT.ok);
    const migrate = await w.run('migrate', '--json');
    expect(migrate).toMatchObject({ code: EXIT.ok });
    expect(migrate.json()).toEqual({ applied: [] });
    // Each would have waited out the whole lock budget (15 s) had it asked for the lock.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('still takes the lock, waiting its turn, when a migration is pending', async () => {
    const { db } = w.database;
    const last = Object.keys(migrations).at(-1)!;
    other.exec('rollback');
    await db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', last as never)
      .execute();
    expect(await pendingMigrations(db)).toEqual([last]);
    other.exec('begin immediate');
    let done = false;
    const migrating = migrateToLatest(db).then((applied) => {
      done = true;
      return applied;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(done).toBe(false);
    other.exec('rollback');
    // The pending migration is re-applied; its `create … if not exists` style is not assumed:
    // whatever it does, the call ends (applied or failed) only after the lock was released.
    await migrating.catch(() => undefined);
    expect(done || (await pendingMigrations(db)).length === 1).toBe(true);
  });
});
