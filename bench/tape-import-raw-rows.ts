import type * as XLSX from 'xlsx';
import { loanTables } from '../adapters/db/loans/loan-tables';
import { FIELD_SPECS, type PlatformField } from '../core/tapes/fields';
import { planTape } from '../core/tapes/read-tape';

/**
 * The rows a bare importer makes of a parsed sheet (for bench/tape-import-raw.ts): the columns
 * matched by header as the import matches them (`planTape`), each cell converted by its field's
 * kind — text kept, numbers read, money in cents — with no edits and no checks; the columns no
 * field claims as attribute rows, in sheet order.
 */
export const LOAN_COLUMNS = Object.keys(loanTables.loans);
export const ATTRIBUTE_COLUMNS = ['loan_id', 'position', 'name', 'value'] as const;

const COLUMN_OF: Readonly<Record<PlatformField, string>> = {
  loanNumber: 'loan_number',
  issuingAuthority: 'issuing_authority',
  amount: 'amount_cents',
  interestRate: 'interest_rate',
  fico: 'fico',
  ltv: 'ltv',
  cltv: 'cltv',
  dti: 'dti',
  tenure: 'tenure_months',
  occupancy: 'occupancy',
  propertyType: 'property_type',
  purpose: 'purpose',
  program: 'program',
  qmStatus: 'qm_status',
  maturityDate: 'maturity_date',
  firstPaymentDate: 'first_payment_date',
  escrowBalance: 'escrow_balance_cents',
  units: 'units',
  appraisedValue: 'appraised_value_cents',
  borrowerId: 'borrower_id',
  borrowerFirstName: 'borrower_first_name',
  borrowerLastName: 'borrower_last_name',
  monthlyIncome: 'borrower_monthly_income_cents',
  monthlyDebt: 'borrower_monthly_debt_cents',
  ethnicity: 'borrower_ethnicity',
  race: 'borrower_race',
  gender: 'borrower_gender',
};

export type Value = string | number | null;

const number = (v: unknown): number | null => {
  if (v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).replace(/[$,%\s]/g, ''));
  return Number.isFinite(n) ? n : null;
};

function converter(field: PlatformField): (v: unknown) => Value {
  const { kind } = FIELD_SPECS[field];
  if (kind === 'money') return (v) => (number(v) === null ? null : Math.round(number(v)! * 100));
  if (kind === 'integer') return (v) => (number(v) === null ? null : Math.round(number(v)!));
  if (kind === 'decimal') return number;
  return (v) => (v === undefined || v === '' ? null : String(v));
}

/** A loan row and its attribute rows, for each data row of `cells` (row 0 is the header). */
export function bareRows(cells: readonly (readonly (XLSX.CellObject | undefined)[] | undefined)[]) {
  const headers = (cells[0] ?? []).map((c) => String(c?.v ?? '').trim());
  const plan = planTape(headers);
  if (!plan.ok) throw new Error(`the bench tape has no plan: ${plan.error.message}`);
  const mapped = plan.value.columns.map(({ field, header }) => ({
    at: LOAN_COLUMNS.indexOf(COLUMN_OF[field]),
    from: headers.indexOf(header),
    convert: converter(field),
  }));
  const unmapped = plan.value.unmapped.map((h) => ({ name: h, from: headers.indexOf(h) }));
  const at = new Date().toISOString();
  const fixed: [string, Value][] = [
    ['tape_name', 'Raw'],
    ['batch_id', 'raw-batch'],
    ['lender_id', 'lender'],
    ['owner_id', 'lender'],
    ['status', 'listed'],
    ['quality_flags', '[]'],
    ['created_at', at],
    ['updated_at', at],
  ];
  return function* rows(): Generator<{ loan: Value[]; attributes: Value[][] }> {
    for (let r = 1; r < cells.length; r++) {
      const row = cells[r] ?? [];
      const id = `raw-${r}`;
      const loan = new Array<Value>(LOAN_COLUMNS.length).fill(null);
      loan[0] = id;
      for (const [column, value] of fixed) loan[LOAN_COLUMNS.indexOf(column)] = value;
      for (const m of mapped) loan[m.at] = m.convert(row[m.from]?.v);
      loan[LOAN_COLUMNS.indexOf('loan_number')] ??= id;
      loan[LOAN_COLUMNS.indexOf('issuing_authority')] ??= 'Raw';
      loan[LOAN_COLUMNS.indexOf('amount_cents')] ??= 0;
      yield {
        loan,
        attributes: unmapped.map((u, position) => [id, position, u.name, String(row[u.from]?.v ?? '')]),
      };
    }
  };
}
