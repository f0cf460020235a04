/**
 * Accounts made by the platform operator (`ispz users create`): a person with a password and,
 * when asked, an approved loan persona (spec §6) — the same records sign-up, persona onboarding
 * and the admin's approval write, made through those use cases — or a platform operator (role
 * ispadmin). Only the platform admin makes them. Each step runs in its own unit of work; a caller
 * that must have all of it or nothing runs the whole inside one transaction (the CLI does), and a
 * refusal of any step comes back as this use case's refusal.
 */
import { type AccountActor, type AccountDeps, isPlatformAdmin } from '../accounts/account-deps';
import { normalizeEmail } from '../accounts/identifier';
import type { MobileContact, User } from '../accounts/user';
import { onboardPersona } from '../accounts/wallets/onboard-persona';
import { approvePersona } from '../accounts/wallets/persona-approvals';
import { PERSONA_TYPES } from '../accounts/wallets/persona-types';
import { openingWallet } from '../accounts/wallets/wallet';
import { walletDetails } from '../accounts/wallets/wallets';
import { WalletErrors } from '../accounts/wallets/wallets.errors';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { LoanPersona } from '../permissions/actor';
import { PERSONA_LABELS } from '../permissions/persona';
import { newReferralCode } from './accounts-lookup';
import { authErrors } from './auth.errors';
import { ensureUnclaimed } from './new-account';
import type { AuthDeps } from './stores';
import { transactAuth } from './transact-auth';

export interface OperatorAccountInput {
  readonly email: string;
  /** Hashed by the caller (`deps.auth.crypto.passwords`) before any transaction opens. */
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobile: MobileContact | null;
  /** The loan persona to onboard and approve, or null for none. */
  readonly persona: LoanPersona | null;
  /** A platform operator (role ispadmin) instead of a consumer; an operator has no persona. */
  readonly operator: boolean;
}

/** The auth and account areas' deps, on one transaction when the caller needs all or nothing. */
export interface OperatorAccountDeps {
  readonly auth: AuthDeps;
  readonly accounts: AccountDeps;
}

/**
 * Creates the account with its wallet, then onboards its loan persona into that wallet and, when
 * the persona type needs approval, approves it as the platform. Refuses a caller who is not the
 * platform admin, an email or mobile number that already has an account, and an operator with a
 * persona.
 */
export async function createOperatorAccount(
  deps: OperatorAccountDeps,
  actor: AccountActor,
  input: OperatorAccountInput,
): Promise<Result<User, DomainError>> {
  if (!isPlatformAdmin(actor)) return err(WalletErrors.notPlatformAdmin());
  if (input.operator && input.persona !== null)
    return err(authErrors.invalidInput([{ path: 'persona', message: 'an operator has no loan persona' }]));
  const { auth } = deps;
  const created = await transactAuth(auth.uow, async (s): Promise<Result<User, DomainError>> => {
    const contact = { email: normalizeEmail(input.email), mobile: input.mobile };
    const unclaimed = await ensureUnclaimed(s, contact);
    if (!unclaimed.ok) return unclaimed;
    const now = auth.clock.now().toISOString();
    const user: User = {
      id: auth.ids.next(),
      firstName: input.firstName,
      lastName: input.lastName,
      ...contact,
      passwordHash: input.passwordHash,
      role: input.operator ? 'ispadmin' : 'consumer',
      registeredAs: 'personal',
      referralCode: await newReferralCode(auth, s),
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
  });
  if (!created.ok || input.persona === null) return created;
  const self = { userId: created.value.id, role: created.value.role, businessId: null };
  const wallet = await walletDetails(deps.accounts, self);
  if (!wallet.ok) return wallet;
  const type = PERSONA_TYPES.find((t) => t.name === PERSONA_LABELS[input.persona!])!;
  const onboarded = await onboardPersona(deps.accounts, self, {
    wallet_id: wallet.value.wallet.id,
    persona_id: type.id,
  });
  if (!onboarded.ok) return onboarded;
  if (onboarded.value.persona.status === 'pending') {
    const approved = await approvePersona(deps.accounts, actor, { persona_id: onboarded.value.persona.id });
    if (!approved.ok) return approved;
  }
  return created;
}
