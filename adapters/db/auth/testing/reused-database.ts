import type { Kysely } from 'kysely';
import { agreementTables } from '../../accounts/agreement-tables';
import { directoryTables } from '../../accounts/directory-tables';
import { walletTables } from '../../accounts/wallet-tables';
import type { Database } from '../../schema';
import type { TestBackend, TestDatabase } from '../../testing/test-databases';
import { authTables } from '../auth-tables';
import { identityTables } from '../identity-tables';

/**
 * The tables the auth and account stores write, each area's declared parents first and so
 * deleted children first (foreign keys; account rows before the identities they name), plus
 * the outbox they share. Emptying them gives those stores the empty database a contract run
 * expects.
 */
const OWN_TABLES = [
  ...Object.keys(walletTables).reverse(),
  ...Object.keys(agreementTables).reverse(),
  ...Object.keys(directoryTables).reverse(),
  ...Object.keys(authTables).reverse(),
  ...Object.keys(identityTables).reverse(),
  'outbox',
] as (keyof Database)[];

async function empty(db: Kysely<Database>): Promise<void> {
  for (const table of OWN_TABLES) await db.deleteFrom(table).execute();
}

/**
 * One migrated database per backend and test file, emptied of the auth and account rows at
 * each `open()`: a contract suite opens a database per test, and copying or migrating one costs
 * far more than deleting a few rows. Not for tests that need other tables empty or that run
 * in parallel within a file. `close` is left to `testDatabases()` (after the file).
 */
export function reusedDatabase(backend: TestBackend): () => Promise<TestDatabase> {
  let shared: Promise<TestDatabase> | undefined;
  return async () => {
    shared ??= backend.open();
    const database = await shared;
    await empty(database.db);
    return { ...database, close: async () => {} };
  };
}
