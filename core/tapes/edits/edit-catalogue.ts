/**
 * The tape edits, modelled on the HMDA platform's: every check has a stable code and runs in
 * one of three stages. Syntactical edits find a row that cannot be read; validity edits find a
 * value that breaks a rule; both reject the row. Quality edits find values that are plausible
 * but suspicious; the row is imported with the code in its `qualityFlags`.
 */
export type EditStage = 'syntactical' | 'validity' | 'quality';

const s = (rule: string) => ({ stage: 'syntactical', rule }) as const;
const v = (rule: string) => ({ stage: 'validity', rule }) as const;
const q = (rule: string) => ({ stage: 'quality', rule }) as const;

/** Every edit, by code, with the rule it enforces. */
export const EDIT_CATALOGUE = {
  S001: s('Every row has a loan number.'),
  S002: s(
    'Every row has a value for each required field (amount, rate, FICO, LTV, DTI, tenure); one the tape reports as not applicable is Q008 instead, except the amount.',
  ),
  S003: s('Numeric fields hold numbers.'),
  S004: s('FICO, tenure and number of units are whole numbers.'),
  S005: s('Date fields hold dates (ISO, MM/DD/YYYY or an Excel date).'),
  S006: s('Text fields are at most 255 characters long.'),
  S007: s('No cell holds a NUL character (databases cannot store one).'),
  V001: v('FICO is between 300 and 850.'),
  V002: v('LTV is between 0 and 200.'),
  V003: v('CLTV is not negative.'),
  V004: v('Debt to income is between 0 and 100.'),
  V005: v('Tenure is between 1 and 480 months.'),
  V006: v('The loan amount is greater than 0.'),
  V007: v('The interest rate is not negative.'),
  V008: v('The maturity date is not before the first payment date.'),
  V009: v('Occupancy is one of the known values or codes.'),
  V010: v('Loan purpose is one of the known values or codes.'),
  V011: v('Ethnicity is one of the HMDA values or codes.'),
  V012: v('Race is one of the HMDA values or codes.'),
  V013: v('Gender is one of the HMDA values or codes.'),
  V014: v('The number of units is at least 1.'),
  V015: v('Escrow balance, monthly income and monthly debt are not negative.'),
  V016: v('The appraised value is greater than 0.'),
  Q001: q('An interest rate of 0% is unusual.'),
  Q002: q('An interest rate above 20% is unusual.'),
  Q003: q('A loan amount below $500 is unusual.'),
  Q004: q('The maturity date matches the first payment date plus the term (within a month).'),
  Q005: q('A loan number appears once in the tape.'),
  Q006: q('An LTV above 100 is unusual.'),
  Q007: q('CLTV is not below LTV.'),
  Q008: q(
    'A value the tape reports as not applicable or exempt (HMDA NA, Exempt, credit score 8888 …) is imported as missing: confirm it.',
  ),
  Q009: q(
    'LTV is derived from the loan amount and the property value; without a property value it is missing: confirm it.',
  ),
  Q010: q('A value reported as a band (HMDA debt to income "20%-<30%") is imported as missing: confirm it.'),
} as const;

export type EditCode = keyof typeof EDIT_CATALOGUE;

export const EDIT_CODES = Object.keys(EDIT_CATALOGUE) as EditCode[];

/** One problem found in one row. `column` is the tape's own header (null when no single column is at fault). */
export interface EditFinding {
  readonly row: number;
  readonly column: string | null;
  readonly code: EditCode;
  readonly stage: EditStage;
  readonly message: string;
  /** The offending text as the tape had it, when there is one. */
  readonly value?: string;
}

/** Builds a finding for `code`; its stage comes from the catalogue. */
export function finding(
  code: EditCode,
  row: number,
  column: string | null,
  message: string,
  value?: string,
): EditFinding {
  const base = { row, column, code, stage: EDIT_CATALOGUE[code].stage, message };
  return value === undefined ? base : { ...base, value };
}

/** True when a finding keeps its row out of the import. */
export function rejects(f: EditFinding): boolean {
  return f.stage !== 'quality';
}
