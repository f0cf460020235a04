import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../adapters/db/testing/test-databases';
import { EXIT } from './errors';
import { type CliWorld, cliWorld } from './testing/cli-world';

const [sqlite] = testDatabases();

describe('ispz users create', () => {
  let w: CliWorld;
  beforeEach(async () => {
    w = await cliWorld(sqlite!);
  });
  afterEach(() => w.close());

  it('writes the account, its wallet and its persona in one transaction: a late failure leaves nothing', async () => {
    // The persona is the last thing written; make the database refuse it.
    await sql`create trigger no_personas before insert on wallet_personas begin select raise(abort, 'personas refused'); end`.execute(
      w.database.db,
    );
    const failed = await w.run(
      'users',
      'create',
      '--email',
      'lender@t.test',
      '--password',
      'Test@2026!',
      '--first',
      'Lena',
      '--last',
      'Park',
      '--persona',
      'lender',
    );
    expect(failed.code).toBe(EXIT.internal);
    const count = async (table: 'users' | 'wallets') =>
      (
        await w.database.db
          .selectFrom(table)
          .select((e) => e.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    expect([await count('users'), await count('wallets')]).toEqual([0, 0]);

    await sql`drop trigger no_personas`.execute(w.database.db);
    expect(await w.user('lender@t.test', 'lender')).toEqual(expect.any(String));
    expect([await count('users'), await count('wallets')]).toEqual([1, 1]);
  });
});
