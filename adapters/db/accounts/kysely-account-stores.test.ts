import type { AccountStoreHarness } from '../../../core/accounts/account-store-harness';
import type { AccountStores } from '../../../core/accounts/account-stores';
import { describeContractStoreContract } from '../../../core/accounts/agreements/contract-store.contract';
import { describeAssetStoreContract } from '../../../core/accounts/assets/asset-store.contract';
import { describeContextStoresContract } from '../../../core/accounts/contexts/contexts-stores.contract';
import { describeCredentialStoreContract } from '../../../core/accounts/credentials/credential-store.contract';
import { describeMarketingInboxContract } from '../../../core/accounts/marketing/marketing-inbox.contract';
import { describeAddressStoreContract } from '../../../core/accounts/profile/address-store.contract';
import { describeRouteSettingsContract } from '../../../core/accounts/route-config/route-settings-store.contract';
import { describeWalletStoreContract } from '../../../core/accounts/wallets/wallet-store.contract';
import { kyselyAccountStores } from '../account-stores';
import { kyselyUserStore } from '../auth/kysely-user-store';
import { reusedDatabase } from '../auth/testing/reused-database';
import { type TestBackend, testDatabases } from '../testing/test-databases';
import { kyselyUnitOfWork } from '../unit-of-work';

/** A fresh migrated database with every account store; users go in as the auth area's store writes them. */
function accountHarness(backend: TestBackend) {
  const open = reusedDatabase(backend);
  return async (): Promise<AccountStoreHarness<AccountStores>> => {
    const database = await open();
    return {
      uow: kyselyUnitOfWork(database.db, database.dialect, kyselyAccountStores),
      async seedUsers(users) {
        const store = kyselyUserStore(database.db);
        for (const user of users) if (!(await store.insert(user))) throw new Error(`seed clash ${user.id}`);
      },
      close: database.close,
    };
  };
}

// Every account-area contract of core (the suites the in-memory fakes pass), on SQLite and PostgreSQL.
for (const backend of testDatabases()) {
  const make = accountHarness(backend);
  describeAddressStoreContract(backend.name, make);
  describeContextStoresContract(backend.name, make);
  describeRouteSettingsContract(backend.name, make);
  describeWalletStoreContract(backend.name, make);
  describeCredentialStoreContract(backend.name, make);
  describeContractStoreContract(backend.name, make);
  describeAssetStoreContract(backend.name, make);
  describeMarketingInboxContract(backend.name, make);
}
