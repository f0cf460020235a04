/**
 * What every account use case receives (spec §1 account area: profile, addresses, contexts,
 * wallets, credentials, rewards, contracts, asset rental, contact and lead forms).
 *
 * This folder is the account area's hub: the deps and store aggregate every sub-area uses, and
 * the *contexts* a person acts in (spec §6: consumer, business, ecosystem) — business profile
 * and members, the business admin a business user acts as, ecosystems with their buyers and
 * sellers, and the route configuration each context opens.
 */
import type { Actor } from '../permissions/actor';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { AccountStores } from './account-stores';

/**
 * The caller of an account use case. `userId` is the signed-in person (token `user_id`), not
 * the acting identity: a business user edits its own profile, never its admin's. `role` is the
 * token role of the context and `businessId` the context's business (login_mode.business_id).
 */
export type AccountActor = Pick<Actor, 'userId' | 'role' | 'businessId'>;

/** Deps over a set of stores: a unit of work, the clock and ids. */
export interface AccountDeps<S = AccountStores> {
  readonly uow: UnitOfWork<S>;
  readonly clock: Clock;
  readonly ids: Ids;
}

/**
 * Deps of a use case that touches only the stores named by `K`. A `UnitOfWork` over every
 * store is assignable to it, so the composition root hands one `AccountDeps` to all of them.
 */
export type DepsOf<K extends keyof AccountStores> = AccountDeps<Pick<AccountStores, K>>;

/** True when the caller is the platform admin (spec §6 ispadmin). */
export function isPlatformAdmin(actor: Pick<AccountActor, 'role'>): boolean {
  return actor.role === 'ispadmin';
}
