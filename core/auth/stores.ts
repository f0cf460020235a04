import type { BusinessStore } from '../accounts/businesses/business-store';
import type { EcosystemStore } from '../accounts/ecosystems/ecosystem-store';
import type { RewardStore } from '../accounts/rewards/reward-store';
import type { TenantStore } from '../accounts/tenant-store';
import type { UserStore } from '../accounts/user-store';
import type { WalletStore } from '../accounts/wallets/wallet-store';
import type { Outbox } from '../notifications/outbox';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { AttemptStore } from './attempt-store';
import type { AuthConfig } from './config';
import type { AuthCrypto } from './crypto';
import type { OtpStore } from './otp-store';
import type { RefreshTokenStore } from './refresh-token-store';
import type { SessionStore } from './session-store';
import type { SocialRegistrationStore } from './social-registration-store';
import type { SsoCodeStore } from './sso-code-store';

/** Every store the auth use cases touch, bound to one transaction. */
export interface AuthStores {
  readonly users: UserStore;
  readonly businesses: BusinessStore;
  readonly ecosystems: EcosystemStore;
  readonly tenants: TenantStore;
  readonly otps: OtpStore;
  readonly attempts: AttemptStore;
  readonly sessions: SessionStore;
  readonly refreshTokens: RefreshTokenStore;
  readonly ssoCodes: SsoCodeStore;
  readonly socialRegistrations: SocialRegistrationStore;
  /** OTPs reach people as email or SMS written here in the same transaction. */
  readonly outbox: Outbox;
  /** A sign-up with a referral code earns the referrer a reward, in the same transaction. */
  readonly rewards: Pick<RewardStore, 'insert' | 'findReferral'>;
  /** Every account gets its wallet in the transaction that creates it (GET /wallets only reads). */
  readonly wallets: Pick<WalletStore, 'insert'>;
}

/** What every auth use case receives as `deps`. */
export interface AuthDeps {
  readonly uow: UnitOfWork<AuthStores>;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly crypto: AuthCrypto;
  readonly config: AuthConfig;
}
