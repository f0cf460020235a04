/**
 * The caller's wallet (spec §7 GET /wallets → wallet_details {_id, personas_to_onboard,
 * wallet_role}). Every account gets its wallet in the transaction that creates it (sign-up,
 * business registration, social completion; migration 0010 gave older accounts theirs), so
 * reading one never writes: a GET stays a read.
 */
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import type { AccountActor, DepsOf } from '../account-deps';
import { PERSONA_TYPES, type PersonaType } from './persona-types';
import type { Persona, Wallet } from './wallet';
import { WalletErrors } from './wallets.errors';

export interface WalletDetails {
  readonly wallet: Wallet;
  /** spec `personas_to_onboard`: types with no pending or approved persona in this wallet. */
  readonly personasToOnboard: readonly PersonaType[];
  /** The wallet's personas in onboarding order (the first approved decides the loan persona). */
  readonly personas: readonly Persona[];
}

/** The persona types a wallet may still onboard. */
export function personasToOnboard(personas: readonly Persona[]): PersonaType[] {
  const held = new Set(personas.filter((p) => p.status !== 'rejected').map((p) => p.personaTypeId));
  return PERSONA_TYPES.filter((t) => !held.has(t.id));
}

/** spec GET /wallets: the caller's wallet details. */
export async function walletDetails(
  deps: DepsOf<'wallets' | 'profiles'>,
  actor: AccountActor,
): Promise<Result<WalletDetails, DomainError>> {
  return transact(deps.uow, async (s) => {
    const wallet = await s.wallets.findByOwner(actor.userId);
    if (!wallet) return err(WalletErrors.accountNotFound());
    const personas = await s.wallets.personasOf(wallet.id);
    return ok({ wallet, personasToOnboard: personasToOnboard(personas), personas });
  });
}
