/**
 * Onboarding a persona into a wallet (spec §7 POST /wallets/persona/onboard?wallet_id=
 * {persona_id, isUbargain}; §8 'Persona onboarded successfully!' / 'Failed to onboard
 * persona'). Only the wallet's owner onboards into it; someone else's wallet id answers like an
 * unknown one. Types needing approval start pending (see persona-types.ts); a rejected persona
 * can be applied for again.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText } from '../../validation/field-kit';
import type { AccountActor, DepsOf } from '../account-deps';
import { personaType } from './persona-types';
import type { Persona } from './wallet';
import { WalletErrors } from './wallets.errors';

export const onboardPersonaSchema = z.object({
  wallet_id: shortText(),
  persona_id: shortText(),
  isUbargain: z.boolean().default(false),
});

/** Onboards the persona type `persona_id` into the caller's wallet `wallet_id`. */
export async function onboardPersona(
  deps: DepsOf<'wallets'>,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string; persona: Persona }, DomainError>> {
  const parsed = onboardPersonaSchema.safeParse(input);
  if (!parsed.success) return err(WalletErrors.onboardInvalid());
  const { wallet_id, persona_id, isUbargain } = parsed.data;
  const type = personaType(persona_id);
  if (!type) return err(WalletErrors.unknownPersonaType({ persona_id }));
  if (isUbargain && !type.offeredOnUbargain) return err(WalletErrors.notOnUbargain({ persona_id }));
  return transact(deps.uow, async (s) => {
    const wallet = await s.wallets.get(wallet_id);
    if (!wallet || wallet.ownerUserId !== actor.userId)
      return err(WalletErrors.onboardWalletNotFound({ wallet_id }));
    const now = deps.clock.now().toISOString();
    const existing = (await s.wallets.personasOf(wallet.id)).find((p) => p.personaTypeId === type.id);
    if (existing) {
      if (existing.status !== 'rejected') return err(WalletErrors.alreadyOnboarded({ persona_id }));
      if (!(await s.wallets.setPersonaStatus(existing.id, 'rejected', 'pending', null, now)))
        return err(WalletErrors.alreadyOnboarded({ persona_id }));
      const reapplied = await s.wallets.getPersona(existing.id);
      return ok({ message: MESSAGES.personaOnboarded, persona: reapplied ?? existing });
    }
    const persona: Persona = {
      id: deps.ids.next(),
      walletId: wallet.id,
      personaTypeId: type.id,
      typeName: type.name,
      status: type.requiresApproval ? 'pending' : 'approved',
      viaUbargain: isUbargain,
      onboardedAt: now,
      decidedBy: null,
      decidedAt: type.requiresApproval ? null : now,
    };
    if (!(await s.wallets.insertPersona(persona))) return err(WalletErrors.alreadyOnboarded({ persona_id }));
    return ok({ message: MESSAGES.personaOnboarded, persona });
  });
}
