import type { Kysely } from 'kysely';
import { assetTables } from '../../accounts/asset-tables';
import { businessTables } from '../../accounts/business-tables';
import { contractTables } from '../../accounts/contract-tables';
import { credentialTables } from '../../accounts/credential-tables';
import { ecosystemTables } from '../../accounts/ecosystem-tables';
import { marketingTables } from '../../accounts/marketing-tables';
import { profileTables } from '../../accounts/profile-tables';
import { rewardTables } from '../../accounts/reward-tables';
import { routeConfigTables } from '../../accounts/route-config-tables';
import { tenantTables } from '../../accounts/tenant-tables';
import { walletTables } from '../../accounts/wallet-tables';
import type { Database } from '../../schema';
import type { TestBackend, TestDatabase } from '../../testing/test-databases';
import { authTables } from '../auth-tables';
import { userTables } from '../user-tables';

/**
 * The tables the auth and account stores write, each area's declared parents first and so
 * deleted children first (foreign keys; an area before the areas whose rows it names, the
 * users last), plus the outbox they share. Emptying them gives those stores the empty database a contract run
 * expects.
 */
const AREAS = [
  rewardTables,
  walletTables,
  credentialTables,
  contractTables,
  assetTables,
  profileTables,
  marketingTables,
  routeConfigTables,
  ecosystemTables,
  businessTables,
  tenantTables,
  authTables,
  userTables,
];
const OWN_TABLES = [...AREAS.flatMap((area) => Object.keys(area).reverse()), 'outbox'] as (keyof Database)[];

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
