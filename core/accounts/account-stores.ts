/**
 * Every store of the account area, bound to one transaction. Each port is declared by the
 * sub-area that uses it; `users` is the auth area's `UserStore` (only the reads used here), so
 * one adapter object can serve the auth and the account stores alike.
 */
import type { Outbox } from '../notifications/outbox';
import type { ContractStore } from './agreements/contract-store';
import type { AssetStore, ReservationStore } from './assets/asset-store';
import type { BusinessDirectory } from './businesses/business-directory';
import type { CredentialStore } from './credentials/credential-store';
import type { EcosystemRegistry } from './ecosystems/ecosystem-registry';
import type { MarketingInbox } from './marketing/marketing-inbox';
import type { AddressStore } from './profile/address-store';
import type { ProfileStore } from './profile/profile-store';
import type { RewardStore } from './rewards/reward-store';
import type { RouteConfigStore } from './route-config/route-config-store';
import type { UserStore } from './user-store';
import type { WalletStore } from './wallets/wallet-store';

export interface AccountStores {
  readonly users: Pick<UserStore, 'findById' | 'findByEmail'>;
  readonly profiles: ProfileStore;
  readonly addresses: AddressStore;
  readonly businessDirectory: BusinessDirectory;
  readonly ecosystemRegistry: EcosystemRegistry;
  readonly routeConfigs: RouteConfigStore;
  readonly wallets: WalletStore;
  readonly credentials: CredentialStore;
  readonly rewards: RewardStore;
  readonly contracts: ContractStore;
  readonly assets: AssetStore;
  readonly reservations: ReservationStore;
  readonly marketing: MarketingInbox;
  /** Notifications to the parties of credentials, contracts and hires, in the same transaction. */
  readonly outbox: Outbox;
}
