/**
 * Accounts made by the operator (`ispz users create`): a person with a password, optionally an
 * approved loan persona (spec §6) — the same records sign-up, persona onboarding and the admin's
 * approval write, made through those use cases — or a platform operator (role ispadmin).
 * Three transactions: a failure after the first leaves an account without its persona, which
 * running the command again for the same email reports as taken.
 */
import type { Platform } from '../adapters/compose';
import { normalizeEmail } from '../core/accounts/identifier';
import type { User } from '../core/accounts/user';
import { onboardPersona } from '../core/accounts/wallets/onboard-persona';
import { approvePersona } from '../core/accounts/wallets/persona-approvals';
import { PERSONA_TYPES } from '../core/accounts/wallets/persona-types';
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

/** Creates the account, then onboards and approves its loan persona. */
export async function createUser(
  platform: Platform,
  input: NewUserInput,
): Promise<Result<User, DomainError>> {
  const { auth, accounts } = platform;
  const passwordHash = await auth.crypto.passwords.hash(input.password);
  const created = await transactAuth(auth.uow, async (s): Promise<Result<User, DomainError>> => {
    const contact = { email: normalizeEmail(input.email), mobile: input.mobile };
    const unclaimed = await ensureUnclaimed(s, contact);
    if (!unclaimed.ok) return unclaimed;
    const user: User = {
      id: auth.ids.next(),
      firstName: input.firstName,
      lastName: input.lastName,
      ...contact,
      passwordHash,
      role: input.operator ? 'ispadmin' : 'consumer',
      registeredAs: 'personal',
      referralCode: await newReferralCode(auth, s),
      referredBy: null,
      ecosystemId: null,
      personaId: null,
      wallet: null,
      adultConfirmedAt: null,
      createdAt: auth.clock.now().toISOString(),
    };
    return (await s.users.insert(user)) ? ok(user) : err(authErrors.accountExists());
  });
  if (!created.ok || input.persona === null) return created;

  const self = { userId: created.value.id, role: created.value.role, businessId: null };
  const wallet = await walletDetails(accounts, self);
  if (!wallet.ok) return wallet;
  const type = PERSONA_TYPES.find((t) => t.name === PERSONA_LABELS[input.persona!])!;
  const onboarded = await onboardPersona(accounts, self, {
    wallet_id: wallet.value.wallet.id,
    persona_id: type.id,
  });
  if (!onboarded.ok) return onboarded;
  if (onboarded.value.persona.status === 'pending') {
    const approved = await approvePersona(accounts, SYSTEM_ACTOR, { persona_id: onboarded.value.persona.id });
    if (!approved.ok) return approved;
  }
  return created;
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
  const parties = await platform.trading.uow.run(async (s) => {
    const found = [];
    for (const row of rows) found.push(await s.directory.get(row.id));
    return found;
  });
  return rows.map((r, i) => ({
    id: r.id,
    email: r.email,
    name: `${r.first_name} ${r.last_name}`.trim(),
    role: r.role,
    persona: parties[i]?.persona ?? null,
    createdAt: r.created_at,
  }));
}
