/**
 * The platform fields a tape column can fill (spec §3 Loan, loan pool parameter and
 * ingested_attributes). Each has a label for messages, a kind that decides how its text is
 * parsed, and whether a loan cannot exist without it (the non-null fields of `Loan`).
 */
export const PLATFORM_FIELDS = [
  'loanNumber',
  'issuingAuthority',
  'amount',
  'interestRate',
  'fico',
  'ltv',
  'cltv',
  'dti',
  'tenure',
  'occupancy',
  'propertyType',
  'purpose',
  'program',
  'qmStatus',
  'maturityDate',
  'firstPaymentDate',
  'escrowBalance',
  'units',
  'appraisedValue',
  'borrowerId',
  'borrowerFirstName',
  'borrowerLastName',
  'monthlyIncome',
  'monthlyDebt',
  'ethnicity',
  'race',
  'gender',
] as const;

export type PlatformField = (typeof PLATFORM_FIELDS)[number];

/** Enumerated fields: their text is read as a label, a synonym or a numeric code. */
export type CodeListName = 'occupancy' | 'purpose' | 'propertyType' | 'ethnicity' | 'race' | 'gender';

export type FieldKind = 'text' | 'money' | 'decimal' | 'integer' | 'date' | CodeListName;

export interface FieldSpec {
  readonly label: string;
  readonly kind: FieldKind;
  /** The tape must have a column for it, and a blank cell rejects the row. */
  readonly required: boolean;
  /**
   * A required field a loan may lack when the tape says it has no value (HMDA `NA`, `Exempt`,
   * credit score 8888, a DTI band): the row is imported with a quality edit, never a made-up number.
   */
  readonly mayBeNotReported: boolean;
}

const spec = (label: string, kind: FieldKind, required = false, mayBeNotReported = !required): FieldSpec => ({
  label,
  kind,
  required,
  mayBeNotReported,
});

/** How each platform field is read. */
export const FIELD_SPECS: Readonly<Record<PlatformField, FieldSpec>> = {
  loanNumber: spec('Loan number', 'text', true),
  issuingAuthority: spec('Issuing authority', 'text'),
  amount: spec('Loan amount', 'money', true),
  interestRate: spec('Interest rate', 'decimal', true, true),
  fico: spec('FICO', 'integer', true, true),
  // LTV is required, but a tape may give the appraised value instead and let it be derived.
  ltv: spec('LTV', 'decimal', true, true),
  cltv: spec('CLTV', 'decimal'),
  dti: spec('Debt to income', 'decimal', true, true),
  tenure: spec('Tenure (months)', 'integer', true, true),
  occupancy: spec('Occupancy', 'occupancy'),
  propertyType: spec('Property type', 'propertyType'),
  purpose: spec('Loan purpose', 'purpose'),
  program: spec('Program', 'text'),
  qmStatus: spec('QM status', 'text'),
  maturityDate: spec('Maturity date', 'date'),
  firstPaymentDate: spec('First payment date', 'date'),
  escrowBalance: spec('Escrow balance', 'money'),
  units: spec('Number of units', 'integer'),
  appraisedValue: spec('Appraised value', 'money'),
  borrowerId: spec('Borrower id', 'text'),
  borrowerFirstName: spec('Borrower first name', 'text'),
  borrowerLastName: spec('Borrower last name', 'text'),
  monthlyIncome: spec('Monthly income', 'money'),
  monthlyDebt: spec('Monthly debt', 'money'),
  ethnicity: spec('Ethnicity', 'ethnicity'),
  race: spec('Race', 'race'),
  gender: spec('Gender', 'gender'),
};

const PLAIN_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'money', 'decimal', 'integer', 'date']);

/** True for the enumerated kinds. */
export function isCodeKind(kind: FieldKind): kind is CodeListName {
  return !PLAIN_KINDS.has(kind);
}
