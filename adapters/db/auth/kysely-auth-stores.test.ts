import { describeBusinessStoreContract } from '../../../core/accounts/businesses/business-store.contract';
import { describeLookupStoresContract } from '../../../core/accounts/lookup-stores.contract';
import { describeUserStoreContract } from '../../../core/accounts/user-store.contract';
import { describeAttemptStoreContract } from '../../../core/auth/attempt-store.contract';
import { describeOtpStoreContract } from '../../../core/auth/otp-store.contract';
import { describeSessionStoresContract } from '../../../core/auth/session-stores.contract';
import { describeSingleUseStoresContract } from '../../../core/auth/single-use-stores.contract';
import { insertEcosystem, insertTenant } from '../accounts/lookup-admin';
import { kyselyAuthStores } from '../auth-stores';
import { testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';
import { reusedDatabase } from './testing/reused-database';

// Every auth contract of core (the same suites the in-memory fakes pass), on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  const open = reusedDatabase(backend);
  const fresh = async () => {
    const { db, dialect } = await open();
    return { db, uow: kyselyUnitOfWork(db, dialect, kyselyAuthStores) };
  };
  const make = async () => (await fresh()).uow;

  describeUserStoreContract(backend.name, make);
  describeBusinessStoreContract(backend.name, make);
  describeOtpStoreContract(backend.name, make);
  describeAttemptStoreContract(backend.name, make);
  describeSessionStoresContract(backend.name, make);
  describeSingleUseStoresContract(backend.name, make);
  describeLookupStoresContract(backend.name, async ({ ecosystems, tenants }) => {
    const { db, uow } = await fresh();
    await db.transaction().execute(async (tx) => {
      for (const ecosystem of ecosystems) await insertEcosystem(tx, ecosystem);
      for (const tenant of tenants) await insertTenant(tx, tenant);
    });
    return uow;
  });
}
