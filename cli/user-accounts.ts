/**
 * Accounts made by the operator (`ispz users create`): a person with a password, optionally an
 * approved loan persona (spec §6) — the same records sign-up, persona onboarding and the admin's
 * approval write, made through those use cases — or a platform operator (role ispadmin).
 * One transaction for all of it.
 */
import type { Platform } from '../adapters/compose';
import { kyselyAccountStores } from '../adapters/db/account-stores';
import { kyselyAuthStores } from '../adapters/db/auth-stores';
import { kyselyPartyDirectory } from '../adapters/db/parties/kysely-party-directory';
import { kyselyUnitOfWork } from '../adapters/db/unit-of-work';
import { savepointUnitOfWork } from '../adapters/seed/transaction';
import { normalizeEmail } from '../core/accounts/identifier';
import type { User } from '../core/accounts/user';
import { onboardPersona } from '../core/accounts/wallets/onboard-persona';
import { approvePersona } from '../core/accounts/wallets/persona-approvals';
import { PERSONA_TYPES } from '../core/accounts/wallets/persona-types';
import { openingWallet } from '../core/accounts/wallets/wallet';
import { walletDetails } from '../core/accounts/wallets/wallets';
import { newReferralCode } from '../core/auth/accounts-lookup';
import { authErrors } from '../core/auth/auth.errors';
import { ensureUnclaimed } from '../core/auth/new-account';
import { transactAuth } from '../core/auth/transact-auth';
import type { DomainError } from '../core/errors/domain-error';
import { err, ok, type Result } from '../core/errors/result';
import { type LoanPersona, SYSTEM_ACTOR } from '../core/permissions/actor';
import { PERSONA_LABELS } from '../core/permissions/persona';

export interface NewUserInput {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobile: { readonly countryCode: string; readonly number: string } | null;
  readonly persona: LoanPersona | null;
  readonly operator: boolean;
}

/** A refusal that rolls the whole creation back. */
class Refused extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

function must<T>(result: Result<T, DomainError>): T {
  if (!result.ok) throw new Refused(result.error);
  return result.value;
}

/**
 * Creates the account with its wallet, then onboards and approves its loan persona — all in one
 * transaction: the use cases run on savepoints of it, and a refusal by any of them rolls back
 * everything, so a failure never leaves an account without its persona.
 */
export async function createUser(
  platform: Platform,
  input: NewUserInput,
): Promise<Result<User, DomainError>> {
  const { auth, accounts, connection } = platform;
  const { db, dialect } = connection;
  const passwordHash = await auth.crypto.passwords.hash(input.password);
  try {
    const user = await kyselyUnitOfWork(db, dialect, (tx) => tx).run(async (handle) => {
      const inside = { ...auth, uow: savepointUnitOfWork(handle, dialect, kyselyAuthStores) };
      const accountsInside = { ...accounts, uow: savepointUnitOfWork(handle, dialect, kyselyAccountStores) };
      const created = must(
        await transactAuth(inside.uow, async (s): Promise<Result<User, DomainError>> => {
          const contact = { email: normalizeEmail(input.email), mobile: input.mobile };
          const unclaimed = await ensureUnclaimed(s, contact);
          if (!unclaimed.ok) return unclaimed;
          const now = auth.clock.now().toISOString();
          const user: User = {
            id: auth.ids.next(),
            firstName: input.firstName,
            lastName: input.lastName,
            ...contact,
            passwordHash,
            role: input.operator ? 'ispadmin' : 'consumer',
            registeredAs: 'personal',
            referralCode: await newReferralCode(inside, s),
            referredBy: null,
            ecosystemId: null,
            personaId: null,
            wallet: null,
            adultConfirmedAt: null,
            createdAt: now,
          };
          if (!(await s.users.insert(user))) return err(authErrors.accountExists());
          await s.wallets.insert(openingWallet(user, auth.ids.next(), now));
          return ok(user);
        }),
      );
      if (input.persona === null) return created;
      const self = { userId: created.id, role: created.role, businessId: null };
      const wallet = must(await walletDetails(accountsInside, self));
      const type = PERSONA_TYPES.find((t) => t.name === PERSONA_LABELS[input.persona!])!;
      const onboarded = must(
        await onboardPersona(accountsInside, self, { wallet_id: wallet.wallet.id, persona_id: type.id }),
      );
      if (onboarded.persona.status === 'pending')
        must(await approvePersona(accountsInside, SYSTEM_ACTOR, { persona_id: onboarded.persona.id }));
      return created;
    });
    return ok(user);
  } catch (error) {
    if (error instanceof Refused) return err(error.error);
    throw error;
  }
}

export interface UserListing {
  readonly id: string;
  readonly email: string | null;
  readonly name: string;
  readonly role: string;
  readonly persona: LoanPersona | null;
  readonly createdAt: string;
}

/** The accounts, oldest first, with their loan personas (at most `limit`). */
export async function listUsers(platform: Platform, limit: number): Promise<UserListing[]> {
  const rows = await platform.connection.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  // Plain reads, no unit of work: on SQLite that would take the write lock, and listing must
  // work while another process writes.
  const directory = kyselyPartyDirectory(platform.connection.db);
  const parties: Awaited<ReturnType<typeof directory.get>>[] = [];
  for (const row of rows) parties.push(await directory.get(row.id));
  return rows.map((r, i) => ({
    id: r.id,
    email: r.email,
    name: `${r.first_name} ${r.last_name}`.trim(),
    role: r.role,
    persona: parties[i]?.persona ?? null,
    createdAt: r.created_at,
  }));
}
