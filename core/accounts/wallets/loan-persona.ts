/**
 * The bridge from wallets to the loan personas of spec §6: the driving adapter calls
 * `loanPersonaOf` when it builds a trading `Actor`, and `walletPersonaView` gives a persona
 * in the spec's shape (status, persona_type.entity_type_name) for GET /wallets.
 */
import type { LoanPersona } from '../../permissions/actor';
import { resolveLoanPersona, type WalletPersona } from '../../permissions/persona';
import type { DepsOf } from '../account-deps';
import { routeFlagsOf } from '../route-config/user-route-settings';
import type { Persona } from './wallet';

/** A persona as spec §3 names its fields. */
export function walletPersonaView(persona: Persona): WalletPersona & { readonly _id: string } {
  return { _id: persona.id, status: persona.status, persona_type: { entity_type_name: persona.typeName } };
}

/**
 * The user's loan persona: from the first approved persona of their wallet (spec §6); null for
 * users with no wallet or no approved loan persona. The default-user flag the platform admin
 * set for the user (user-route-settings.ts) forces lender.
 */
export async function loanPersonaOf(
  deps: DepsOf<'wallets' | 'routeConfigs'>,
  userId: string,
): Promise<LoanPersona | null> {
  const { personas, flags } = await deps.uow.run(async (s) => {
    const wallet = await s.wallets.findByOwner(userId);
    return {
      personas: wallet ? await s.wallets.personasOf(wallet.id) : [],
      flags: await routeFlagsOf(s.routeConfigs, userId),
    };
  });
  return resolveLoanPersona(personas.map(walletPersonaView), { defaultUser: flags.defaultUser });
}
