/**
 * Applying a loan update diff (./loan-update-data.ts) to what a tape describes of a loan: each
 * field of the spec's diff lives either on the loan itself (amount, rate, FICO …) or, when the
 * loan has no field for it (closing date, property address, generic program), among its tape
 * columns under the spec's name. Pure; the use case writes the result with `updateDetails`.
 */
import type { Loan } from './loan';
import type { LoanDraft } from './loan-draft';
import {
  CONTRACT_UPDATE_FIELDS,
  type LoanUpdateData,
  type LoanUpdateField,
  POOL_UPDATE_FIELDS,
} from './loan-update-data';

type Access = { get(draft: LoanDraft): unknown; set(draft: LoanDraft, value: unknown): LoanDraft };

const own = <K extends keyof LoanDraft>(key: K): Access => ({
  get: (draft) => draft[key],
  set: (draft, value) => ({ ...draft, [key]: value }),
});

const kept = (name: string): Access => ({
  get: (draft) => draft.attributes[name] ?? null,
  set: (draft, value) => {
    const { [name]: _old, ...others } = draft.attributes;
    return { ...draft, attributes: value === null ? others : { ...others, [name]: String(value) } };
  },
});

/** Where each update field lives on the loan. */
const ACCESS: Readonly<Record<LoanUpdateField, Access>> = {
  purpose: own('purpose'),
  loanamount: own('amountCents'),
  closingdate: kept('closingdate'),
  propcity: kept('propcity'),
  propcounty: kept('propcounty'),
  propstate: kept('propstate'),
  ZIP: kept('ZIP'),
  interestrate: own('interestRate'),
  fico_score: own('fico'),
  debt_to_income_ratio: own('dti'),
  ltv_value: own('ltv'),
  cltv_value: own('cltv'),
  tenure: own('tenureMonths'),
  program: own('program'),
  generic_program: kept('generic_program'),
  occupancy: own('occupancy'),
  property_type: own('propertyType'),
};

/** What a tape describes of `loan` (the fields `LoanStore.updateDetails` replaces). */
export function draftOf(loan: Loan): LoanDraft {
  const { id, ownerId, status, batchId, createdAt, updatedAt, tapeName, lenderId, ...draft } = loan;
  return draft;
}

/** The fields of `data` whose value differs from `draft`'s, in the spec's order. */
export function changedFields(draft: LoanDraft, data: LoanUpdateData): LoanUpdateField[] {
  return [...CONTRACT_UPDATE_FIELDS, ...POOL_UPDATE_FIELDS].filter(
    (field) => data[field] !== undefined && ACCESS[field].get(draft) !== data[field],
  );
}

/** `draft` with every field of `data` applied (a null clears a field that may be empty). */
export function applyLoanUpdate(draft: LoanDraft, data: LoanUpdateData): LoanDraft {
  let next = draft;
  for (const field of changedFields(draft, data)) next = ACCESS[field].set(next, data[field]);
  return next;
}

/** The value of an update field on `draft` (for tests and answers). */
export const updateFieldValue = (draft: LoanDraft, field: LoanUpdateField): unknown =>
  ACCESS[field].get(draft);
