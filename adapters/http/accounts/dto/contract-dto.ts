/**
 * Contracts under the platform's names (spec §4 statuses, actions, modes; digital or E-Stamp).
 * The stamp duty is stored in paise and spoken in rupees with two decimals, as the form takes it.
 */
import { z } from '@hono/zod-openapi';
import { CONTRACT_STATUSES, type Contract } from '../../../../core/accounts/agreements/contract';
import type { ContractView } from '../../../../core/accounts/agreements/contract-views';
import { toDollars } from '../../../../core/money/cents';

export const ContractSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    agreement_type: z.string(),
    terms: z.string(),
    creator_id: z.string(),
    counterparty_id: z.string(),
    e_stamp: z
      .boolean()
      .openapi({ description: 'spec §4: digital contract (false) or with E-Stamp (true).' }),
    stamp_duty_state: z.string().nullable(),
    stamp_duty_amount: z.number().nullable().openapi({ description: 'Rupees, two decimals.' }),
    stamp_duty_payment_id: z.string().nullable(),
    status: z.enum(CONTRACT_STATUSES),
    signatures: z.array(z.object({ user_id: z.string(), signedAt: z.string() })),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Contract');

export const ContractViewSchema = ContractSchema.extend({
  mode: z.enum(['create', 'edit', 'view']),
  actions: z.array(z.string()).openapi({ description: 'What the caller can do now.' }),
}).openapi('ContractView');

export function contractDto(k: Contract): z.input<typeof ContractSchema> {
  return {
    _id: k.id,
    title: k.title,
    agreement_type: k.agreementType,
    terms: k.terms,
    creator_id: k.creatorId,
    counterparty_id: k.counterpartyId,
    e_stamp: k.eStamp,
    stamp_duty_state: k.stampDutyState,
    stamp_duty_amount: k.stampDutyAmount === null ? null : toDollars(k.stampDutyAmount),
    stamp_duty_payment_id: k.stampDutyPaymentId,
    status: k.status,
    signatures: k.signatures.map((s) => ({ user_id: s.userId, signedAt: s.signedAt })),
    version: k.version,
    createdAt: k.createdAt,
    updatedAt: k.updatedAt,
  };
}

export function contractViewDto(v: ContractView): z.input<typeof ContractViewSchema> {
  return { ...contractDto(v.contract), mode: v.mode, actions: [...v.actions] };
}
