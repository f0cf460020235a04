import type { LoanDraft } from '../loans/loan-draft';
import type { PlatformField } from './fields';

/**
 * A loan as one tape row describes it: the platform's one `LoanDraft` (core/loans/loan-draft.ts),
 * plus the sheet row it came from (for reports), and with the issuing authority still optional —
 * a tape without that column takes the tape's own, which `draftsByLoanNumber` fills in before the
 * import checks the draft and drops `row`.
 */
export type TapeRowDraft = Omit<LoanDraft, 'issuingAuthority'> & {
  readonly row: number;
  /** From the tape when it has a column for it; the import falls back to the tape's own. */
  readonly issuingAuthority: string | null;
};

/** The tape-borne values of a loan: what both a stored `Loan` and a `TapeRowDraft` carry. */
export type LoanValues = Omit<TapeRowDraft, 'row' | 'qualityFlags'>;

/** A field's value: text, a number (money in cents) or nothing. */
export type FieldValue = string | number | null;

/** Reads each platform field from a loan. */
export const FIELD_ACCESS: Readonly<Record<PlatformField, (loan: LoanValues) => FieldValue>> = {
  loanNumber: (l) => l.loanNumber,
  issuingAuthority: (l) => l.issuingAuthority,
  amount: (l) => l.amountCents,
  interestRate: (l) => l.interestRate,
  fico: (l) => l.fico,
  ltv: (l) => l.ltv,
  cltv: (l) => l.cltv,
  dti: (l) => l.dti,
  tenure: (l) => l.tenureMonths,
  occupancy: (l) => l.occupancy,
  propertyType: (l) => l.propertyType,
  purpose: (l) => l.purpose,
  program: (l) => l.program,
  qmStatus: (l) => l.qmStatus,
  maturityDate: (l) => l.maturityDate,
  firstPaymentDate: (l) => l.firstPaymentDate,
  escrowBalance: (l) => l.escrowBalanceCents,
  units: (l) => l.units,
  appraisedValue: (l) => l.appraisedValueCents,
  borrowerId: (l) => l.borrower.id,
  borrowerFirstName: (l) => l.borrower.firstName,
  borrowerLastName: (l) => l.borrower.lastName,
  monthlyIncome: (l) => l.borrower.monthlyIncomeCents,
  monthlyDebt: (l) => l.borrower.monthlyDebtCents,
  ethnicity: (l) => l.borrower.ethnicity,
  race: (l) => l.borrower.race,
  gender: (l) => l.borrower.gender,
};
