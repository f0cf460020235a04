/**
 * The caller's wallet (spec §7 GET /wallets → wallet_details {_id, personas_to_onboard,
 * wallet_role}). A wallet is opened the first time it is needed — by this call, by persona
 * onboarding or by a reward payout — so no flow depends on sign-up having created it.
 */
import type { DomainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import type { AccountActor, DepsOf } from '../route-config/account-deps';
import type { AccountStores } from '../route-config/account-stores';
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

type Stores = Pick<AccountStores, 'wallets' | 'profiles'>;
type Ctx = { readonly clock: DepsOf<'wallets'>['clock']; readonly ids: DepsOf<'wallets'>['ids'] };

/** The user's wallet, opened now if they have none; null when the account does not exist. */
export async function ensureWallet(s: Stores, deps: Ctx, userId: string): Promise<Wallet | null> {
  const existing = await s.wallets.findByOwner(userId);
  if (existing) return existing;
  const owner = await s.profiles.findById(userId);
  if (!owner) return null;
  const wallet: Wallet = {
    id: deps.ids.next(),
    ownerUserId: userId,
    role: owner.registeredAs === 'business' ? 'seller' : 'consumer',
    createdAt: deps.clock.now().toISOString(),
  };
  // A concurrent first use may have opened it since the read above: then that one is the wallet.
  return (await s.wallets.insert(wallet)) ? wallet : s.wallets.findByOwner(userId);
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
    const wallet = await ensureWallet(s, deps, actor.userId);
    if (!wallet) return err(WalletErrors.accountNotFound());
    const personas = await s.wallets.personasOf(wallet.id);
    return ok({ wallet, personasToOnboard: personasToOnboard(personas), personas });
  });
}
