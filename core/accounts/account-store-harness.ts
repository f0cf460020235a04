/**
 * What an account-store contract suite needs from a backend (the in-memory fake, SQLite,
 * PostgreSQL): a unit of work over the stores it tests on a fresh, empty database, a way to put
 * accounts in first (suites that read users need them; an adapter with foreign keys to users
 * needs them too), and a way to dispose of it.
 *
 * @example
 * describeAddressStoreContract('memory', async () => {
 *   const db = new MemoryDb();
 *   return { uow: memoryUnitOfWork(db, memoryAccountStores), seedUsers: seedMemoryUsers(db), close: async () => {} };
 * });
 */
import type { UnitOfWork } from '../ports/unit-of-work';
import type { User } from './user';

export interface AccountStoreHarness<S> {
  readonly uow: UnitOfWork<S>;
  /** Inserts the accounts as the auth area's user store would. */
  seedUsers(users: readonly User[]): Promise<void>;
  close(): Promise<void>;
}

/** A user row for contract suites: `id`, with unique email, mobile and referral code derived from it. */
export function contractUser(id: string, n: number): User {
  return {
    id,
    firstName: 'Meera',
    lastName: 'Iyer',
    email: `${id}@example.test`,
    mobile: { countryCode: '+91', number: `90000${String(n).padStart(5, '0')}` },
    passwordHash: null,
    role: 'consumer',
    registeredAs: 'personal',
    referralCode: `C${String(n).padStart(6, '0')}`,
    referredBy: null,
    ecosystemId: null,
    personaId: null,
    wallet: null,
    adultConfirmedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}
