import type { Kysely } from 'kysely';
import type { AccountStores } from '../../core/accounts/account-stores';
import { kyselyAddressStore } from './accounts/kysely-address-store';
import { kyselyAssetStore } from './accounts/kysely-asset-store';
import { kyselyBusinessDirectory } from './accounts/kysely-business-directory';
import { kyselyContractStore } from './accounts/kysely-contract-store';
import { kyselyCredentialStore } from './accounts/kysely-credential-store';
import { kyselyEcosystemRegistry } from './accounts/kysely-ecosystem-registry';
import { kyselyMarketingInbox } from './accounts/kysely-marketing-inbox';
import { kyselyProfileStore } from './accounts/kysely-profile-store';
import { kyselyReservationStore } from './accounts/kysely-reservation-store';
import { kyselyRewardStore } from './accounts/kysely-reward-store';
import { kyselyRouteConfigStore } from './accounts/kysely-route-config-store';
import { kyselyWalletStore } from './accounts/kysely-wallet-store';
import { kyselyUserStore } from './auth/kysely-user-store';
import type { DialectName } from './dialect';
import { lazyBundle } from './lazy-stores';
import { kyselyOutbox } from './outbox/kysely-outbox';
import type { Database } from './schema';

const accountBundle = lazyBundle<AccountStores>({
  users: (tx) => kyselyUserStore(tx),
  profiles: (tx) => kyselyProfileStore(tx),
  addresses: (tx, dialect) => kyselyAddressStore(tx, dialect),
  businessDirectory: (tx, dialect) => kyselyBusinessDirectory(tx, dialect),
  ecosystemRegistry: (tx, dialect) => kyselyEcosystemRegistry(tx, dialect),
  routeConfigs: (tx) => kyselyRouteConfigStore(tx),
  wallets: (tx, dialect) => kyselyWalletStore(tx, dialect),
  credentials: (tx, dialect) => kyselyCredentialStore(tx, dialect),
  rewards: (tx, dialect) => kyselyRewardStore(tx, dialect),
  contracts: (tx, dialect) => kyselyContractStore(tx, dialect),
  assets: (tx, dialect) => kyselyAssetStore(tx, dialect),
  reservations: (tx, dialect) => kyselyReservationStore(tx, dialect),
  marketing: (tx, dialect) => kyselyMarketingInbox(tx, dialect),
  outbox: (tx) => kyselyOutbox(tx),
});

/**
 * Every store of the account area bound to one transaction handle: the `makeStores` of the
 * account use cases' `kyselyUnitOfWork`. Users, businesses and ecosystems are the same rows the
 * auth stores (`auth-stores.ts`) read and write.
 *
 * @example
 * const deps: AccountDeps = { uow: kyselyUnitOfWork(db, dialect, kyselyAccountStores), clock, ids };
 */
export function kyselyAccountStores(tx: Kysely<Database>, dialect: DialectName): AccountStores {
  return accountBundle(tx, dialect);
}
