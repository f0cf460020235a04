/**
 * The contract form (spec §4 modes create/edit; E-Stamp flag; §3 stamp duty states and
 * agreement types). An E-Stamp contract names its stamp-duty state and the duty in rupees;
 * a digital contract names neither. Amounts are parsed with `parseDollars` (two decimals).
 */
import { z } from 'zod';
import { type Cents, parseDollars } from '../../money/cents';
import { requiredText, shortText } from '../../validation/field-kit';
import { AGREEMENT_TYPES, STAMP_DUTY_STATES, type StampDutyState } from './contract';

export const CONTRACT_FORM_TEXT = {
  titleRequired: 'Title is required',
  termsRequired: 'Terms are required',
  agreementType: 'Please select an agreement type',
  stampDutyState: 'Please select the stamp duty state',
  stampDutyAmount: 'Please enter a valid positive amount',
  notForDigital: 'A digital contract has no stamp duty',
  counterparty: 'Please select the other party',
} as const;

const T = CONTRACT_FORM_TEXT;
const STATES = STAMP_DUTY_STATES.map((s) => s.code) as [StampDutyState, ...StampDutyState[]];

const fields = {
  title: requiredText(T.titleRequired).max(200, T.titleRequired),
  agreement_type: z.enum(AGREEMENT_TYPES, { error: T.agreementType }),
  terms: requiredText(T.termsRequired).max(20_000, T.termsRequired),
  e_stamp: z.boolean().default(false),
  stamp_duty_state: z.enum(STATES, { error: T.stampDutyState }).nullish(),
  stamp_duty_amount: z.union([z.number(), z.string()]).nullish(),
};

interface StampDutyFields {
  readonly e_stamp: boolean;
  readonly stamp_duty_state?: StampDutyState | null | undefined;
  readonly stamp_duty_amount?: number | string | null | undefined;
}

const dutyCents = (v: StampDutyFields): Cents | null =>
  v.stamp_duty_amount == null ? null : parseDollars(v.stamp_duty_amount);

/** The stamp-duty fields, checked together: present exactly for E-Stamp contracts. */
function checkStampDuty(v: StampDutyFields, ctx: z.RefinementCtx): void {
  if (!v.e_stamp) {
    if (v.stamp_duty_state != null || v.stamp_duty_amount != null)
      ctx.addIssue({ code: 'custom', path: ['e_stamp'], message: T.notForDigital });
    return;
  }
  if (v.stamp_duty_state == null)
    ctx.addIssue({ code: 'custom', path: ['stamp_duty_state'], message: T.stampDutyState });
  const cents = dutyCents(v);
  if (cents === null || cents <= 0)
    ctx.addIssue({ code: 'custom', path: ['stamp_duty_amount'], message: T.stampDutyAmount });
}

/** The form's stamp duty as stored: state and paise for E-Stamp, nulls for digital. */
const withDuty = <V extends StampDutyFields>(v: V) => ({
  ...v,
  stampDutyState: v.e_stamp ? (v.stamp_duty_state ?? null) : null,
  stampDutyCents: v.e_stamp ? dutyCents(v) : null,
});

/** create: the form plus the other party. */
export const createContractSchema = z
  .object({
    ...fields,
    counterparty_id: shortText(T.counterparty),
  })
  .superRefine(checkStampDuty)
  .transform(withDuty);

/** edit: the contract and the whole form again. */
export const editContractSchema = z
  .object({ ...fields, contract_id: shortText() })
  .superRefine(checkStampDuty)
  .transform(withDuty);
