import type { Kysely } from 'kysely';
import type { AuthStores } from '../../core/auth/stores';
import { kyselyBusinessStore } from './accounts/kysely-business-store';
import { kyselyEcosystemStore, kyselyTenantStore } from './accounts/kysely-lookup-stores';
import { kyselyRewardStore } from './accounts/kysely-reward-store';
import { kyselyWalletStore } from './accounts/kysely-wallet-store';
import { kyselyAttemptStore } from './auth/kysely-attempt-store';
import { kyselyOtpStore } from './auth/kysely-otp-store';
import { kyselyRefreshTokenStore, kyselySessionStore } from './auth/kysely-session-stores';
import { kyselySocialRegistrationStore, kyselySsoCodeStore } from './auth/kysely-single-use-stores';
import { kyselyUserStore } from './auth/kysely-user-store';
import type { DialectName } from './dialect';
import { kyselyOutbox } from './outbox/kysely-outbox';
import type { Database } from './schema';

/**
 * Every store the auth use cases touch, bound to one transaction handle: the `makeStores` of the
 * auth area's `kyselyUnitOfWork` (`auth/auth-deps.ts` builds the whole `AuthDeps`).
 *
 * @example
 * const uow = kyselyUnitOfWork(db, dialect, kyselyAuthStores);
 */
export function kyselyAuthStores(tx: Kysely<Database>, dialect: DialectName): AuthStores {
  return {
    users: kyselyUserStore(tx),
    businesses: kyselyBusinessStore(tx, dialect),
    ecosystems: kyselyEcosystemStore(tx),
    tenants: kyselyTenantStore(tx),
    otps: kyselyOtpStore(tx, dialect),
    attempts: kyselyAttemptStore(tx),
    sessions: kyselySessionStore(tx),
    refreshTokens: kyselyRefreshTokenStore(tx),
    ssoCodes: kyselySsoCodeStore(tx),
    socialRegistrations: kyselySocialRegistrationStore(tx),
    outbox: kyselyOutbox(tx),
    rewards: kyselyRewardStore(tx, dialect),
    wallets: kyselyWalletStore(tx, dialect),
  };
}
