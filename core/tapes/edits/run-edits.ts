import { type Cents, cents } from '../../money/cents';
import type { ColumnPlan } from '../column-plan';
import type { TapeRowDraft } from '../tape-row';
import { sheetRowNumber, type TapeTable } from '../tape-table';
import type { EditFinding } from './edit-catalogue';
import { checkQuality } from './quality';
import { type ParsedRow, readRow } from './syntactical';
import { checkValidity } from './validity';

/**
 * Runs the three edit stages over a tape. A row moves to the next stage only when the
 * previous one found nothing: a row that cannot be read is not judged on its values, and a
 * rejected row is not judged for quality. Syntactical and validity findings reject the row;
 * quality findings — with stage 1's notes of values the tape reports as missing — become its
 * `qualityFlags`. Columns no field claimed become `attributes`,
 * verbatim (blank cells included), so nothing in the tape is lost.
 */
export interface EditResult {
  readonly accepted: readonly TapeRowDraft[];
  /** How many rows were rejected. */
  readonly rejected: number;
  /** Every finding, in row order, stages in order within a row. */
  readonly report: readonly EditFinding[];
}

/** Applies the edits to every row of `table` under `plan`. */
export function runEdits(table: TapeTable, plan: ColumnPlan): EditResult {
  return editRunner(plan)(table);
}

/**
 * `runEdits` for a tape read a part at a time: each call edits the next part (row numbers are
 * the parts' own), and a loan number is a repeat (Q005) of any earlier part's.
 */
export function editRunner(plan: ColumnPlan): (part: TapeTable) => EditResult {
  const seen = new Map<string, number>();
  return (table) => editPart(table, plan, seen);
}

function editPart(table: TapeTable, plan: ColumnPlan, seen: Map<string, number>): EditResult {
  const accepted: TapeRowDraft[] = [];
  const report: EditFinding[] = [];
  let rejected = 0;
  table.rows.forEach((row, index) => {
    const rowNumber = sheetRowNumber(table, index);
    const { values, findings, notes } = readRow(row, rowNumber, plan);
    const invalid = findings.length > 0 ? findings : checkValidity(values, rowNumber, plan);
    report.push(...invalid);
    if (invalid.length > 0) {
      rejected += 1;
      return;
    }
    const draft = toDraft(values, row, rowNumber, plan);
    const quality = [...notes, ...checkQuality(draft, rowNumber, plan, seen)];
    if (quality.length > 0) {
      report.push(...quality);
      draft.qualityFlags = [...new Set(quality.map((f) => f.code))];
    }
    accepted.push(draft);
  });
  return { accepted, rejected, report };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function toDraft(
  v: ParsedRow,
  row: Readonly<Record<string, string>>,
  rowNumber: number,
  plan: ColumnPlan,
): Mutable<TapeRowDraft> {
  const text = (x: string | number | undefined) => (x === undefined ? null : String(x));
  const num = (x: string | number | undefined) => (x === undefined ? null : Number(x));
  const money = (x: string | number | undefined): Cents | null => (x === undefined ? null : cents(Number(x)));
  const attributes: Record<string, string> = {};
  for (const header of plan.unmapped) attributes[header] = row[header] ?? '';
  return {
    row: rowNumber,
    loanNumber: String(v.loanNumber),
    issuingAuthority: text(v.issuingAuthority),
    amountCents: cents(Number(v.amount)),
    // Absent only when the tape reported no value (the row carries a quality note saying so).
    interestRate: num(v.interestRate),
    fico: num(v.fico),
    ltv: num(v.ltv),
    cltv: num(v.cltv),
    dti: num(v.dti),
    tenureMonths: num(v.tenure),
    occupancy: text(v.occupancy),
    propertyType: text(v.propertyType),
    purpose: text(v.purpose),
    program: text(v.program),
    qmStatus: text(v.qmStatus),
    maturityDate: text(v.maturityDate),
    firstPaymentDate: text(v.firstPaymentDate),
    escrowBalanceCents: money(v.escrowBalance),
    units: num(v.units),
    appraisedValueCents: money(v.appraisedValue),
    borrower: {
      id: text(v.borrowerId),
      firstName: text(v.borrowerFirstName),
      lastName: text(v.borrowerLastName),
      monthlyIncomeCents: money(v.monthlyIncome),
      monthlyDebtCents: money(v.monthlyDebt),
      ethnicity: text(v.ethnicity),
      race: text(v.race),
      gender: text(v.gender),
    },
    attributes,
    qualityFlags: [],
  };
}
