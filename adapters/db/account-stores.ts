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
import { lazyStores } from './lazy-stores';
import { kyselyOutbox } from './outbox/kysely-outbox';
import type { Database } from './schema';

/**
 * Every store of the account area bound to one transaction handle: the `makeStores` of the
 * account use cases' `kyselyUnitOfWork`. Users, businesses and ecosystems are the same rows the
 * auth stores (`auth-stores.ts`) read and write.
 *
 * @example
 * const deps: AccountDeps = { uow: kyselyUnitOfWork(db, dialect, kyselyAccountStores), clock, ids };
 */
export function kyselyAccountStores(tx: Kysely<Database>, dialect: DialectName): AccountStores {
  return lazyStores({
    users: () => kyselyUserStore(tx),
    profiles: () => kyselyProfileStore(tx),
    addresses: () => kyselyAddressStore(tx, dialect),
    businessDirectory: () => kyselyBusinessDirectory(tx, dialect),
    ecosystemRegistry: () => kyselyEcosystemRegistry(tx, dialect),
    routeConfigs: () => kyselyRouteConfigStore(tx),
    wallets: () => kyselyWalletStore(tx, dialect),
    credentials: () => kyselyCredentialStore(tx, dialect),
    rewards: () => kyselyRewardStore(tx, dialect),
    contracts: () => kyselyContractStore(tx, dialect),
    assets: () => kyselyAssetStore(tx, dialect),
    reservations: () => kyselyReservationStore(tx, dialect),
    marketing: () => kyselyMarketingInbox(tx, dialect),
    outbox: () => kyselyOutbox(tx),
  });
}
