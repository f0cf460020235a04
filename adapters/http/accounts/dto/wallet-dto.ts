/**
 * Wallets, personas, rewards and credits under the spec's names (§3 Wallet: wallet_details with
 * _id, personas_to_onboard, wallet_role; Persona: status, persona_type.entity_type_name; reward
 * status colours). Credits are whole reward points.
 */
import { z } from '@hono/zod-openapi';
import type { CreditTransaction, Reward } from '../../../../core/accounts/rewards/reward';
import type { CreditStatement } from '../../../../core/accounts/rewards/rewards';
import type { PersonaType } from '../../../../core/accounts/wallets/persona-types';
import type { Persona } from '../../../../core/accounts/wallets/wallet';
import type { WalletDetails } from '../../../../core/accounts/wallets/wallets';
import type { StatusColour } from '../../../../core/format/colours';
import { rewardStatusColour } from '../../../../core/format/status-colours';

export const PersonaTypeSchema = z
  .object({ _id: z.string(), entity_type_name: z.string(), requires_approval: z.boolean() })
  .openapi('PersonaType');

export const PersonaSchema = z
  .object({
    _id: z.string(),
    wallet_id: z.string(),
    persona_id: z.string().openapi({ description: 'The persona type (the `persona_id` onboarded).' }),
    status: z.enum(['pending', 'approved', 'rejected']),
    persona_type: z.object({ entity_type_name: z.string() }),
    isUbargain: z.boolean(),
    onboardedAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .openapi('Persona');

export const WalletDetailsSchema = z
  .object({
    _id: z.string(),
    wallet_role: z.string(),
    personas_to_onboard: z.array(PersonaTypeSchema),
    personas: z
      .array(PersonaSchema)
      .openapi({ description: 'In onboarding order; the first approved decides the loan persona.' }),
    createdAt: z.string(),
  })
  .openapi('WalletDetails');

export const RewardSchema = z
  .object({
    _id: z.string(),
    kind: z.literal('referral'),
    referred_user_id: z.string(),
    credits: z.number().int(),
    status: z.string(),
    colour: z.string().openapi({
      description: 'spec §3: Eligible orange, Earned green, Paid blue, Rejected and Cancelled red.',
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Reward');

export const CreditTransactionSchema = z
  .object({
    _id: z.string(),
    credits: z.number().int(),
    kind: z.string(),
    reward_id: z.string(),
    createdAt: z.string(),
  })
  .openapi('CreditTransaction');

export const CreditsSchema = z
  .object({
    success: z.literal(true),
    wallet_id: z.string(),
    balance: z.number().int(),
    transactions: z.array(CreditTransactionSchema),
  })
  .openapi('Credits');

export const personaTypeDto = (t: PersonaType): z.input<typeof PersonaTypeSchema> => ({
  _id: t.id,
  entity_type_name: t.name,
  requires_approval: t.requiresApproval,
});

export function personaDto(p: Persona): z.input<typeof PersonaSchema> {
  return {
    _id: p.id,
    wallet_id: p.walletId,
    persona_id: p.personaTypeId,
    status: p.status,
    persona_type: { entity_type_name: p.typeName },
    isUbargain: p.viaUbargain,
    onboardedAt: p.onboardedAt,
    decidedAt: p.decidedAt,
  };
}

/** spec §3 `wallet_details`. */
export function walletDetailsDto(d: WalletDetails): z.input<typeof WalletDetailsSchema> {
  return {
    _id: d.wallet.id,
    wallet_role: d.wallet.role,
    personas_to_onboard: d.personasToOnboard.map(personaTypeDto),
    personas: d.personas.map(personaDto),
    createdAt: d.wallet.createdAt,
  };
}

export function rewardDto(r: Reward & { readonly colour?: StatusColour }): z.input<typeof RewardSchema> {
  return {
    _id: r.id,
    kind: r.kind,
    referred_user_id: r.referredUserId,
    credits: r.credits,
    status: r.status,
    colour: r.colour ?? rewardStatusColour(r.status),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

const transactionDto = (t: CreditTransaction): z.input<typeof CreditTransactionSchema> => ({
  _id: t.id,
  credits: t.credits,
  kind: t.kind,
  reward_id: t.rewardId,
  createdAt: t.createdAt,
});

export function creditsDto(s: CreditStatement): z.input<typeof CreditsSchema> {
  return {
    success: true,
    wallet_id: s.walletId,
    balance: s.balance,
    transactions: s.transactions.map(transactionDto),
  };
}
