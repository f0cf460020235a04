import type { Insertable, Selectable } from 'kysely';
import type { Loan, LoanStatus } from '../../../core/loans/loan';
import type { LoanDraft } from '../../../core/loans/loan-draft';
import { type Cents, cents } from '../../../core/money/cents';
import type { Database } from '../schema';

/** Rows of the loans area, and the mapping between them and the domain `Loan`. */
export type LoanRow = Selectable<Database['loans']>;
export type AttributeRow = Selectable<Database['loan_attributes']>;

/** Integer columns refuse fractions on PostgreSQL but not on SQLite; refuse them here for both. */
function whole(value: number, field: string): number {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`loan ${field} must be a whole number, got ${value}`);
  return value;
}

function wholeOrNull(value: number | null, field: string): number | null {
  return value === null ? null : whole(value, field);
}

function centsOrNull(value: number | null): Cents | null {
  return value === null ? null : cents(value);
}

type LoanInsert = Insertable<Database['loans']>;
type PlatformColumns =
  | 'id'
  | 'tape_name'
  | 'batch_id'
  | 'lender_id'
  | 'owner_id'
  | 'status'
  | 'created_at'
  | 'updated_at';

export function loanToRow(loan: Loan): LoanInsert {
  return {
    id: loan.id,
    tape_name: loan.tapeName,
    batch_id: loan.batchId,
    lender_id: loan.lenderId,
    owner_id: loan.ownerId,
    status: loan.status,
    ...draftToColumns(loan),
    created_at: loan.createdAt,
    updated_at: loan.updatedAt,
  };
}

/** The columns of `loanValues`, in its order. */
export const LOAN_VALUE_COLUMNS = [
  'id',
  'tape_name',
  'batch_id',
  'lender_id',
  'owner_id',
  'status',
  'loan_number',
  'issuing_authority',
  'amount_cents',
  'interest_rate',
  'fico',
  'ltv',
  'cltv',
  'dti',
  'tenure_months',
  'occupancy',
  'property_type',
  'purpose',
  'program',
  'qm_status',
  'maturity_date',
  'first_payment_date',
  'escrow_balance_cents',
  'units',
  'appraised_value_cents',
  'borrower_id',
  'borrower_first_name',
  'borrower_last_name',
  'borrower_monthly_income_cents',
  'borrower_monthly_debt_cents',
  'borrower_ethnicity',
  'borrower_race',
  'borrower_gender',
  'quality_flags',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof LoanInsert)[];

/**
 * `loanToRow` as the values of `LOAN_VALUE_COLUMNS`, with the same checks, but without building
 * the row object: a tape import writes a hundred thousand of them.
 */
export function loanValues(loan: Loan): (string | number | null)[] {
  const b = loan.borrower;
  return [
    loan.id,
    loan.tapeName,
    loan.batchId,
    loan.lenderId,
    loan.ownerId,
    loan.status,
    loan.loanNumber,
    loan.issuingAuthority,
    cents(loan.amountCents),
    loan.interestRate,
    wholeOrNull(loan.fico, 'fico'),
    loan.ltv,
    loan.cltv,
    loan.dti,
    wholeOrNull(loan.tenureMonths, 'tenureMonths'),
    loan.occupancy,
    loan.propertyType,
    loan.purpose,
    loan.program,
    loan.qmStatus,
    loan.maturityDate,
    loan.firstPaymentDate,
    centsOrNull(loan.escrowBalanceCents),
    wholeOrNull(loan.units, 'units'),
    centsOrNull(loan.appraisedValueCents),
    b.id,
    b.firstName,
    b.lastName,
    centsOrNull(b.monthlyIncomeCents),
    centsOrNull(b.monthlyDebtCents),
    b.ethnicity,
    b.race,
    b.gender,
    JSON.stringify(loan.qualityFlags),
    loan.createdAt,
    loan.updatedAt,
  ];
}

/** The columns a tape describes (everything in `LoanDraft`, attributes aside): what `updateDetails` replaces. */
export function draftToColumns(loan: LoanDraft): Omit<LoanInsert, PlatformColumns> {
  const b = loan.borrower;
  return {
    loan_number: loan.loanNumber,
    issuing_authority: loan.issuingAuthority,
    amount_cents: cents(loan.amountCents),
    interest_rate: loan.interestRate,
    fico: wholeOrNull(loan.fico, 'fico'),
    ltv: loan.ltv,
    cltv: loan.cltv,
    dti: loan.dti,
    tenure_months: wholeOrNull(loan.tenureMonths, 'tenureMonths'),
    occupancy: loan.occupancy,
    property_type: loan.propertyType,
    purpose: loan.purpose,
    program: loan.program,
    qm_status: loan.qmStatus,
    maturity_date: loan.maturityDate,
    first_payment_date: loan.firstPaymentDate,
    escrow_balance_cents: centsOrNull(loan.escrowBalanceCents),
    units: wholeOrNull(loan.units, 'units'),
    appraised_value_cents: centsOrNull(loan.appraisedValueCents),
    borrower_id: b.id,
    borrower_first_name: b.firstName,
    borrower_last_name: b.lastName,
    borrower_monthly_income_cents: centsOrNull(b.monthlyIncomeCents),
    borrower_monthly_debt_cents: centsOrNull(b.monthlyDebtCents),
    borrower_ethnicity: b.ethnicity,
    borrower_race: b.race,
    borrower_gender: b.gender,
    quality_flags: JSON.stringify(loan.qualityFlags),
  };
}

/** The tape attributes of a loan as rows, in the loan's (tape's) column order. */
export function attributesToRows(loanId: string, attributes: Loan['attributes']): AttributeRow[] {
  return Object.entries(attributes).map(([name, value], position) => ({
    loan_id: loanId,
    position,
    name,
    value,
  }));
}

/** A loan from its row and its attribute rows (already in `position` order). */
export function rowToLoan(row: LoanRow, attributes: readonly AttributeRow[]): Loan {
  return {
    id: row.id,
    loanNumber: row.loan_number,
    tapeName: row.tape_name,
    batchId: row.batch_id,
    issuingAuthority: row.issuing_authority,
    lenderId: row.lender_id,
    ownerId: row.owner_id,
    status: row.status as LoanStatus,
    amountCents: cents(row.amount_cents),
    interestRate: row.interest_rate,
    fico: row.fico,
    ltv: row.ltv,
    cltv: row.cltv,
    dti: row.dti,
    tenureMonths: row.tenure_months,
    occupancy: row.occupancy,
    propertyType: row.property_type,
    purpose: row.purpose,
    program: row.program,
    qmStatus: row.qm_status,
    maturityDate: row.maturity_date,
    firstPaymentDate: row.first_payment_date,
    escrowBalanceCents: centsOrNull(row.escrow_balance_cents),
    units: row.units,
    appraisedValueCents: centsOrNull(row.appraised_value_cents),
    borrower: {
      id: row.borrower_id,
      firstName: row.borrower_first_name,
      lastName: row.borrower_last_name,
      monthlyIncomeCents: centsOrNull(row.borrower_monthly_income_cents),
      monthlyDebtCents: centsOrNull(row.borrower_monthly_debt_cents),
      ethnicity: row.borrower_ethnicity,
      race: row.borrower_race,
      gender: row.borrower_gender,
    },
    attributes: Object.fromEntries(attributes.map((a) => [a.name, a.value])),
    qualityFlags: JSON.parse(row.quality_flags) as string[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
