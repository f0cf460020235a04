/**
 * The whole auth route suite on SQLite and PostgreSQL (what auth-routes.test.ts runs in memory).
 * Each test gets the auth and account tables emptied in one database per backend rather than a
 * fresh database: the same isolation (every store the suite writes starts empty) for a third of
 * the time, since creating a PostgreSQL database per test dominated the run.
 */
import { kyselyAuthWorld } from '../../db/auth/testing/kysely-auth-world';
import { reusedDatabase } from '../../db/auth/testing/reused-database';
import { testDatabases } from '../../db/testing/test-databases';
import { describeAuthRoutes } from './auth-routes.contract';
import { testAuthCrypto } from './testing/auth-world';

for (const backend of testDatabases()) {
  const open = reusedDatabase(backend);
  describeAuthRoutes(backend.name, () => kyselyAuthWorld({ name: backend.name, open }, testAuthCrypto()));
}
