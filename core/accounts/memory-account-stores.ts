import { memoryOutbox } from '../notifications/memory-outbox';
import type { MemoryDb } from '../testing/memory-db';
import type { AccountStores } from './account-stores';
import { memoryContractStore } from './agreements/memory-contract-store';
import { memoryAssetStore, memoryReservationStore } from './assets/memory-asset-store';
import { memoryBusinessDirectory } from './businesses/memory-business-directory';
import { memoryCredentialStore } from './credentials/memory-credential-store';
import { memoryEcosystemRegistry } from './ecosystems/memory-ecosystem-registry';
import { memoryMarketingInbox } from './marketing/memory-marketing-inbox';
import { memoryUserStore } from './memory-user-store';
import { memoryAddressStore } from './profile/memory-address-store';
import { memoryProfileStore } from './profile/memory-profile-store';
import { memoryRewardStore } from './rewards/memory-reward-store';
import { memoryRouteConfigStore } from './route-config/memory-route-config-store';
import { memoryWalletStore } from './wallets/memory-wallet-store';

/** Every account store over one in-memory database (or one transaction's fork of it). */
export function memoryAccountStores(db: MemoryDb): AccountStores {
  return {
    users: memoryUserStore(db),
    profiles: memoryProfileStore(db),
    addresses: memoryAddressStore(db),
    businessDirectory: memoryBusinessDirectory(db),
    ecosystemRegistry: memoryEcosystemRegistry(db),
    routeConfigs: memoryRouteConfigStore(db),
    wallets: memoryWalletStore(db),
    credentials: memoryCredentialStore(db),
    rewards: memoryRewardStore(db),
    contracts: memoryContractStore(db),
    assets: memoryAssetStore(db),
    reservations: memoryReservationStore(db),
    marketing: memoryMarketingInbox(db),
    outbox: memoryOutbox(db),
  };
}
