/**
 * The bridge from wallets to the loan personas of spec §6: the driving adapter calls
 * `loanPersonaOf` when it builds a trading `Actor`, and `walletPersonaView` gives a persona
 * in the spec's shape (status, persona_type.entity_type_name) for GET /wallets.
 */
import type { LoanPersona } from '../../permissions/actor';
import { resolveLoanPersona, type WalletPersona } from '../../permissions/persona';
import type { DepsOf } from '../route-config/account-deps';
import type { Persona } from './wallet';

/** A persona as spec §3 names its fields. */
export function walletPersonaView(persona: Persona): WalletPersona & { readonly _id: string } {
  return { _id: persona.id, status: persona.status, persona_type: { entity_type_name: persona.typeName } };
}

/**
 * The user's loan persona: from the first approved persona of their wallet (spec §6); null for
 * users with no wallet or no approved loan persona. `defaultUser` forces lender.
 */
export async function loanPersonaOf(
  deps: DepsOf<'wallets'>,
  userId: string,
  options: { readonly defaultUser?: boolean } = {},
): Promise<LoanPersona | null> {
  const personas = await deps.uow.run(async (s) => {
    const wallet = await s.wallets.findByOwner(userId);
    return wallet ? s.wallets.personasOf(wallet.id) : [];
  });
  return resolveLoanPersona(personas.map(walletPersonaView), options);
}
