import { reusedDatabase } from '../../db/auth/testing/reused-database';
import { testDatabases } from '../../db/testing/test-databases';
import { describeAccountRoutes } from './accounts-routes.contract';
import { kyselyAccountsWorld } from './testing/kysely-accounts-world';

for (const backend of testDatabases())
  describeAccountRoutes(backend.name, kyselyAccountsWorld(reusedDatabase(backend)));
