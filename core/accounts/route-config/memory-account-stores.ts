import { memoryOutbox } from '../../notifications/memory-outbox';
import type { MemoryDb } from '../../testing/memory-db';
import { memoryAddressStore } from '../addresses/memory-address-store';
import { memoryProfileStore } from '../addresses/memory-profile-store';
import { memoryAssetStore, memoryReservationStore } from '../assets/memory-asset-store';
import { memoryContractStore } from '../contracts/memory-contract-store';
import { memoryCredentialStore } from '../credentials/memory-credential-store';
import { memoryMarketingInbox } from '../marketing/memory-marketing-inbox';
import { memoryUserStore } from '../memory-user-store';
import { memoryRewardStore } from '../rewards/memory-reward-store';
import { memoryWalletStore } from '../wallets/memory-wallet-store';
import type { AccountStores } from './account-stores';
import { memoryBusinessDirectory } from './memory-business-directory';
import { memoryEcosystemRegistry } from './memory-ecosystem-registry';
import { memoryRouteConfigStore } from './memory-route-config-store';

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
