import { memoryBusinessStore } from '../../accounts/businesses/memory-business-store';
import type { Ecosystem } from '../../accounts/ecosystems/ecosystem';
import { memoryEcosystemStore } from '../../accounts/ecosystems/memory-ecosystem-store';
import { memoryTenantStore } from '../../accounts/memory-tenant-store';
import { memoryUserStore } from '../../accounts/memory-user-store';
import { memoryRewardStore } from '../../accounts/rewards/memory-reward-store';
import type { Tenant } from '../../accounts/tenant';
import type { User } from '../../accounts/user';
import { memoryWalletStore } from '../../accounts/wallets/memory-wallet-store';
import { memoryOutbox } from '../../notifications/memory-outbox';
import { fixedClock } from '../../ports/clock';
import { type Ids, sequentialIds } from '../../ports/ids';
import { MemoryDb, memoryUnitOfWork } from '../../testing/memory-db';
import { type AuthConfig, DEFAULT_AUTH_CONFIG } from '../config';
import type { AuthCrypto } from '../crypto';
import { memoryAttemptStore } from '../memory-attempt-store';
import { memoryOtpStore } from '../memory-otp-store';
import { memoryRefreshTokenStore } from '../memory-refresh-token-store';
import { memorySessionStore } from '../memory-session-store';
import { memorySocialRegistrationStore } from '../memory-social-registration-store';
import { memorySsoCodeStore } from '../memory-sso-code-store';
import type { AuthDeps, AuthStores } from '../stores';
import { fakeCrypto } from './fake-crypto';

/** Every auth store over one in-memory database (or one transaction's fork of it). */
export function memoryAuthStores(db: MemoryDb): AuthStores {
  return {
    users: memoryUserStore(db),
    businesses: memoryBusinessStore(db),
    ecosystems: memoryEcosystemStore(db),
    tenants: memoryTenantStore(db),
    otps: memoryOtpStore(db),
    attempts: memoryAttemptStore(db),
    sessions: memorySessionStore(db),
    refreshTokens: memoryRefreshTokenStore(db),
    ssoCodes: memorySsoCodeStore(db),
    socialRegistrations: memorySocialRegistrationStore(db),
    outbox: memoryOutbox(db),
    rewards: memoryRewardStore(db),
    wallets: memoryWalletStore(db),
  };
}

/**
 * Auth deps on an in-memory database, a fixed clock, sequential ids and fake crypto (or the real
 * crypto adapters, passed in) — what auth tests use. `read` reads committed state;
 * `codeSentTo` is the code in the newest message to an address, as its owner would read it.
 */
export function memoryAuth(
  options: {
    clock?: ReturnType<typeof fixedClock>;
    ids?: Ids;
    now?: string;
    config?: AuthConfig;
    crypto?: AuthCrypto;
  } = {},
) {
  const db = new MemoryDb();
  const clock = options.clock ?? fixedClock(options.now ?? '2026-01-15T12:00:00.000Z');
  const ids = options.ids ?? sequentialIds();
  const fake = fakeCrypto();
  const crypto = options.crypto ?? fake;
  const config = options.config ?? DEFAULT_AUTH_CONFIG;
  const deps: AuthDeps = { uow: memoryUnitOfWork(db, memoryAuthStores), clock, ids, crypto, config };
  const outbox = () => memoryOutbox(db).messages();
  let users = 0;
  return {
    deps,
    db,
    clock,
    read: () => ({
      ...memoryAuthStores(db),
      otps: memoryOtpStore(db),
      sessions: memorySessionStore(db),
      refreshTokens: memoryRefreshTokenStore(db),
      ssoCodes: memorySsoCodeStore(db),
      businesses: memoryBusinessStore(db),
    }),
    outbox,
    codeSentTo: (to: string): string | undefined =>
      outbox()
        .filter((m) => m.to === to)
        .at(-1)
        ?.body.match(/^(\d{5}) /)?.[1],
    /** Puts an account straight into the committed state, its password hashed by `crypto`. */
    async addUser(fields: Partial<User> & { readonly password?: string } = {}): Promise<User> {
      const { password, ...rest } = fields;
      const n = ++users;
      const user: User = {
        id: `user-${n}`,
        firstName: 'Asha',
        lastName: 'Rao',
        email: `user${n}@example.test`,
        mobile: { countryCode: '+91', number: `98765${String(n).padStart(5, '0')}` },
        passwordHash: password === undefined ? null : await crypto.passwords.hash(password),
        role: 'consumer',
        registeredAs: 'personal',
        referralCode: `REF${n}`,
        referredBy: null,
        ecosystemId: null,
        personaId: null,
        wallet: null,
        adultConfirmedAt: null,
        createdAt: clock.now().toISOString(),
        ...rest,
      };
      if (!(await memoryUserStore(db).insert(user))) throw new Error(`user ${user.id} clashes with another`);
      return user;
    },
    /** Every OTP the fake generator made, delivered or not (empty with real crypto). */
    digitsIssued: (): readonly string[] => (options.crypto ? [] : fake.secrets.digitsIssued),
    addEcosystem: (ecosystem: Ecosystem) => memoryEcosystemStore(db).add(ecosystem),
    addTenant: (tenant: Tenant) => memoryTenantStore(db).add(tenant),
  };
}

export type MemoryAuth = ReturnType<typeof memoryAuth>;
