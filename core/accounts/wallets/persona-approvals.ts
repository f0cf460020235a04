/**
 * The platform admin decides pending personas (spec §6 "admin and ispadmin approvals"; §8
 * 'Approved successfully'). Decisions are compare-and-set, so two admins deciding at once
 * produce one decision. Approval of a referred person's persona is what earns their referrer's
 * reward (rewards/referral-rewards.ts): a person an admin has vetted is a real signup.
 */
import { z } from 'zod';
import type { DomainError } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';
import { err, ok, type Result } from '../../errors/result';
import { transact } from '../../ports/unit-of-work';
import { shortText } from '../../validation/field-kit';
import { type AccountActor, type DepsOf, isPlatformAdmin } from '../account-deps';
import { earnReferralReward } from '../rewards/referral-rewards';
import type { Persona } from './wallet';
import { WALLET_TEXT, WalletErrors } from './wallets.errors';

type Deps = DepsOf<'wallets' | 'rewards'>;
const schema = z.object({ persona_id: shortText() });

/** Pending personas of every wallet, oldest first (platform admin only). */
export async function listPendingPersonas(
  deps: Deps,
  actor: AccountActor,
): Promise<Result<Persona[], DomainError>> {
  if (!isPlatformAdmin(actor)) return err(WalletErrors.notPlatformAdmin());
  return ok(await deps.uow.run((s) => s.wallets.pendingPersonas(100)));
}

async function decide(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
  to: 'approved' | 'rejected',
  message: string,
) {
  if (!isPlatformAdmin(actor)) return err(WalletErrors.notPlatformAdmin());
  const parsed = schema.safeParse(input);
  if (!parsed.success) return err(WalletErrors.personaNotFound());
  const personaId = parsed.data.persona_id;
  return transact(deps.uow, async (s) => {
    const persona = await s.wallets.getPersona(personaId);
    if (!persona) return err(WalletErrors.personaNotFound({ persona_id: personaId }));
    const now = deps.clock.now().toISOString();
    if (!(await s.wallets.setPersonaStatus(personaId, 'pending', to, actor.userId, now)))
      return err(WalletErrors.notPending({ persona_id: personaId, status: persona.status }));
    if (to === 'approved') {
      const wallet = await s.wallets.get(persona.walletId);
      if (wallet) await earnReferralReward(s, { referredUserId: wallet.ownerUserId, at: now });
    }
    return ok({ message });
  });
}

/** Approves a pending persona → 'Approved successfully'. */
export function approvePersona(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string }, DomainError>> {
  return decide(deps, actor, input, 'approved', MESSAGES.approvedSuccessfully);
}

/** Rejects a pending persona; its owner may apply again. */
export function rejectPersona(
  deps: Deps,
  actor: AccountActor,
  input: unknown,
): Promise<Result<{ message: string }, DomainError>> {
  return decide(deps, actor, input, 'rejected', WALLET_TEXT.personaRejected);
}
