/**
 * The account area on an in-memory database, a fixed clock and sequential ids — what the
 * account tests use. `read` reads committed state; `addUser`/`addBusiness` put accounts and
 * businesses straight into it, shaped as the auth area creates them.
 */
import { DEFAULT_AUTH_CONFIG } from '../../auth/config';
import { STRICT_REDIRECTS } from '../../auth/redirect-policy';
import type { AuthDeps } from '../../auth/stores';
import { fakeCrypto } from '../../auth/testing/fake-crypto';
import { memoryAuthStores } from '../../auth/testing/memory-auth';
import { memoryOutbox } from '../../notifications/memory-outbox';
import type { TokenRole } from '../../permissions/actor';
import { fixedClock } from '../../ports/clock';
import { sequentialIds } from '../../ports/ids';
import { MemoryDb, memoryUnitOfWork } from '../../testing/memory-db';
import type { AccountActor, AccountDeps } from '../account-deps';
import { memoryPaymentGateway } from '../assets/memory-payment-gateway';
import type { Business, BusinessRole } from '../businesses/business';
import { memoryBusinessStore } from '../businesses/memory-business-store';
import { memoryAccountStores } from '../memory-account-stores';
import { memoryUserStore } from '../memory-user-store';
import type { User } from '../user';
import { memoryWalletStore } from '../wallets/memory-wallet-store';
import { openingWallet } from '../wallets/wallet';

export function accountsWorld(options: { now?: string } = {}) {
  const db = new MemoryDb();
  const clock = fixedClock(options.now ?? '2026-03-02T09:00:00.000Z');
  const ids = sequentialIds('acc');
  const payments = memoryPaymentGateway({ declinePayers: ['user-broke'] });
  const deps: AccountDeps = { uow: memoryUnitOfWork(db, memoryAccountStores), clock, ids };
  const crypto = fakeCrypto();
  /** The auth area's deps on the same database (profile changes redeem its codes). */
  const auth: AuthDeps = {
    uow: memoryUnitOfWork(db, memoryAuthStores),
    clock,
    ids,
    crypto,
    config: DEFAULT_AUTH_CONFIG,
  };
  let users = 0;
  return {
    deps,
    auth,
    /** Deps of ecosystem registration: client secrets, and production's redirect policy. */
    ecosystemDeps: { ...deps, crypto, redirectPolicy: STRICT_REDIRECTS },
    crypto,
    /** Deps with the test-mode payment gateway, for hires and stamp duty. */
    paying: { ...deps, payments },
    payments,
    db,
    clock,
    read: () => memoryAccountStores(db),
    outbox: () => memoryOutbox(db).messages(),

    /** Puts an account into the committed state; ids are `user-<n>` unless given. */
    async addUser(fields: Partial<User> = {}): Promise<User> {
      const n = ++users;
      const user: User = {
        id: `user-${n}`,
        firstName: 'Asha',
        lastName: 'Rao',
        email: `user${n}@example.test`,
        mobile: { countryCode: '+91', number: `98765${String(n).padStart(5, '0')}` },
        passwordHash: null,
        role: 'consumer',
        registeredAs: 'personal',
        referralCode: `REF${n}X`,
        referredBy: null,
        ecosystemId: null,
        personaId: null,
        wallet: null,
        adultConfirmedAt: null,
        createdAt: clock.now().toISOString(),
        // As after an email sign-up: the email is proven (pass null to model a mobile sign-up's).
        emailVerifiedAt: clock.now().toISOString(),
        ...fields,
      };
      if (!(await memoryUserStore(db).insert(user))) throw new Error(`user ${user.id} clashes`);
      await memoryWalletStore(db).insert(openingWallet(user, `wallet-${user.id}`, user.createdAt));
      return user;
    },

    /** A business owned (and administered) by `owner`. */
    async addBusiness(
      owner: User,
      name = 'Green Acres',
      id = `biz-${name.replace(/\W/g, '')}`,
    ): Promise<Business> {
      const business: Business = {
        id,
        name,
        type: 'Private Limited',
        category: 'Agriculture',
        ownerUserId: owner.id,
        ecosystemId: null,
        createdAt: clock.now().toISOString(),
      };
      const store = memoryBusinessStore(db);
      await store.insert(business);
      await store.addMember({
        businessId: id,
        userId: owner.id,
        role: 'BUSINESSADMIN',
        createdAt: business.createdAt,
      });
      return business;
    },

    async addMember(business: Business, user: User, role: BusinessRole): Promise<void> {
      await memoryBusinessStore(db).addMember({
        businessId: business.id,
        userId: user.id,
        role,
        createdAt: clock.now().toISOString(),
      });
    },
  };
}

export type AccountsWorld = ReturnType<typeof accountsWorld>;

/** The caller as a session names it: the person, the context's role and business. */
export function actorOf(
  user: Pick<User, 'id'>,
  role: TokenRole = 'consumer',
  businessId: string | null = null,
): AccountActor {
  return { userId: user.id, role, businessId };
}
