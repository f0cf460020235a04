/**
 * From the contracts API's answers to what the page draws (spec §4 contracts): the list's rows
 * (status word and colour from core, the other party by name where the business's member list
 * knows them, digital or E-Stamp, the stamp duty in rupees), the form's values for a contract
 * and the request bodies the form sends, and the action buttons a contract offers.
 */
import { z } from 'zod';
import { STAMP_DUTY_STATES } from '../../../../core/accounts/agreements/contract';
import {
  type ContractStatusDisplay,
  contractActionLabel,
  contractMoveKind,
  contractStatusDisplay,
} from '../../../../core/accounts/agreements/contract-display';
import {
  createContractSchema,
  editContractSchema,
} from '../../../../core/accounts/agreements/contract-input';
import { formatDate } from '../../../../core/format/dates';
import { formatRupees } from '../../../../core/format/money';
import { cents, parseDollars } from '../../../../core/money/cents';
import type { paths } from '../../../../widgets/api/schema.gen';
import { CONTRACTS_TEXT as T } from './contracts-text';

type Json<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** One contract as GET /businesses/contracts and /businesses/contracts/view answer it. */
export type ContractAnswer = Json<paths['/businesses/contracts/view']['get']['responses'][200]>['data'];
export type MemberAnswer = Json<paths['/businesses/members']['get']['responses'][200]>['data'][number];
export type NewContractBody = NonNullable<
  paths['/businesses/contracts']['post']['requestBody']
>['content']['application/json'];
export type ContractEditBody = NonNullable<
  paths['/businesses/contracts']['put']['requestBody']
>['content']['application/json'];

/** Who people are, by user id: the signed-in person and the business's members. */
export interface People {
  readonly me: string;
  readonly members: readonly MemberAnswer[];
}

/** A person's name as the page shows it: 'You', a member's full name, else 'Another party'. */
export function personName(userId: string, people: People): string {
  if (userId === people.me) return T.you;
  const m = people.members.find((x) => x.user_id === userId);
  const name = m ? `${m.firstname} ${m.lastname}`.trim() : '';
  return name || T.otherParty;
}

/** The party on the other side from the signed-in person. */
export function otherPartyId(c: Pick<ContractAnswer, 'creator_id' | 'counterparty_id'>, me: string): string {
  return c.creator_id === me ? c.counterparty_id : c.creator_id;
}

/** The stamp duty in rupees as shown (Indian grouping), or '' for a digital contract. */
export function stampDutyText(
  c: Pick<ContractAnswer, 'e_stamp' | 'stamp_duty_amount' | 'stamp_duty_state'>,
): string {
  if (!c.e_stamp || c.stamp_duty_amount === null) return '';
  const paise = parseDollars(c.stamp_duty_amount);
  const state =
    STAMP_DUTY_STATES.find((s) => s.code === c.stamp_duty_state)?.name ?? c.stamp_duty_state ?? '';
  return `${formatRupees(paise ?? cents(0))}${state ? ` (${state})` : ''}`;
}

export interface ContractRow {
  readonly id: string;
  readonly title: string;
  readonly agreementType: string;
  readonly otherParty: string;
  readonly kind: string;
  readonly status: ContractStatusDisplay;
  readonly updated: string;
}

/** The list's rows, in the server's order (most recently changed first). */
export function contractRows(list: readonly ContractAnswer[], people: People): ContractRow[] {
  return list.map((c) => ({
    id: c._id,
    title: c.title,
    agreementType: c.agreement_type,
    otherParty: personName(otherPartyId(c, people.me), people),
    kind: c.e_stamp ? T.eStamp : T.digital,
    status: contractStatusDisplay(c.status),
    updated: formatDate(c.updatedAt),
  }));
}

export interface ActionButton {
  readonly action: string;
  readonly label: string;
  /** 'edit' opens the form; 'pay' is POST /businesses/contracts/stampDuty; 'move' the action call. */
  readonly kind: 'edit' | 'pay' | 'move';
  readonly danger: boolean;
  readonly disabled: boolean;
}

/** The buttons of the actions the server says the caller can take; all off on a read-only page. */
export function actionButtons(actions: readonly string[], readOnly: boolean): ActionButton[] {
  return actions.map((action) => ({
    action,
    label: contractActionLabel(action),
    kind: contractMoveKind(action),
    danger: action === 'REJECTED' || action === 'CANCELLED',
    disabled: readOnly,
  }));
}

/** What the form holds: text as typed. */
export type ContractFormValues = {
  title: string;
  agreement_type: string;
  counterparty_id: string;
  terms: string;
  e_stamp: boolean;
  stamp_duty_state: string;
  stamp_duty_amount: string;
};

export const EMPTY_CONTRACT_FORM: ContractFormValues = {
  title: '',
  agreement_type: '',
  counterparty_id: '',
  terms: '',
  e_stamp: false,
  stamp_duty_state: '',
  stamp_duty_amount: '',
};

/** The form's values for editing a stored contract. */
export function formValuesOf(c: ContractAnswer): ContractFormValues {
  return {
    title: c.title,
    agreement_type: c.agreement_type,
    counterparty_id: c.counterparty_id,
    terms: c.terms,
    e_stamp: c.e_stamp,
    stamp_duty_state: c.stamp_duty_state ?? '',
    stamp_duty_amount: c.stamp_duty_amount === null ? '' : c.stamp_duty_amount.toFixed(2),
  };
}

/** A digital contract carries no stamp duty; a blank entry is no entry (core's rules then speak). */
function normalise(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const v = input as Record<string, unknown>;
  const blank = (x: unknown) => (typeof x === 'string' && x.trim() === '' ? null : x);
  return v.e_stamp
    ? { ...v, stamp_duty_state: blank(v.stamp_duty_state), stamp_duty_amount: blank(v.stamp_duty_amount) }
    : { ...v, stamp_duty_state: null, stamp_duty_amount: null };
}

/** The create form's schema: core's, over the form's text. */
export const createFormSchema = z.preprocess(normalise, createContractSchema) as unknown as z.ZodType<
  z.output<typeof createContractSchema>,
  ContractFormValues
>;
/** The edit form's schema (no other party: it cannot change), with the contract's id. */
export const editFormSchema = z.preprocess(normalise, editContractSchema) as unknown as z.ZodType<
  z.output<typeof editContractSchema>,
  ContractFormValues & { contract_id: string }
>;

/** The duty the form would send, shown under the amount as the creator types (or '' when none). */
export function dutyPreview(
  values: Pick<ContractFormValues, 'e_stamp' | 'stamp_duty_amount' | 'stamp_duty_state'>,
): string {
  if (!values.e_stamp) return '';
  const paise = parseDollars(values.stamp_duty_amount.trim());
  if (paise === null || paise <= 0) return '';
  const state = STAMP_DUTY_STATES.find((s) => s.code === values.stamp_duty_state)?.name;
  return `${formatRupees(paise)}${state ? ` (${state})` : ''}`;
}

type Parsed = z.output<typeof createFormSchema>;

/** The POST /businesses/contracts body from the parsed form. */
export function createBody(v: Parsed): NewContractBody {
  return {
    title: v.title,
    agreement_type: v.agreement_type,
    terms: v.terms,
    counterparty_id: v.counterparty_id,
    e_stamp: v.e_stamp,
    ...(v.e_stamp && { stamp_duty_state: v.stampDutyState, stamp_duty_amount: dutyRupees(v.stampDutyCents) }),
  } as NewContractBody;
}

/** The PUT /businesses/contracts body from the parsed form. */
export function editBody(v: z.output<typeof editFormSchema>): ContractEditBody {
  return {
    contract_id: v.contract_id,
    title: v.title,
    agreement_type: v.agreement_type,
    terms: v.terms,
    e_stamp: v.e_stamp,
    ...(v.e_stamp && { stamp_duty_state: v.stampDutyState, stamp_duty_amount: dutyRupees(v.stampDutyCents) }),
  } as ContractEditBody;
}

/** Paise → the rupee string the server parses (two decimals, no float on the way). */
function dutyRupees(paise: number | null): string | null {
  if (paise === null) return null;
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
