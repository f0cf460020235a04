import type { ColumnPlan } from '../column-plan';
import { parseDateText } from '../dates';
import { FIELD_SPECS, type FieldKind, isCodeKind, PLATFORM_FIELDS, type PlatformField } from '../fields';
import { type CellValue, parseMoneyText, parseNumberText } from '../values';
import { type EditFinding, finding } from './edit-catalogue';
import { type NotReportedRule, notReported, notReportedRule } from './not-reported';

/**
 * Stage 1 — can the row be read? Each mapped cell is parsed by its field's kind: money into
 * cents, numbers, whole numbers, dates into ISO; text and enumerated values stay text (the
 * validity stage judges the latter). A blank cell is simply absent unless the field is required.
 * A cell the mapping reads as "no value" (HMDA `NA`, 8888, a DTI band: not-reported.ts) is absent
 * too, with a quality note instead of a rejection — unless the loan cannot exist without it.
 */

/** The row's readable values by field: text, ISO dates and raw enumerated text as strings, numbers and cents as numbers. */
export type ParsedRow = Partial<Record<PlatformField, string | number>>;

export const MAX_TEXT_LENGTH = 255;

interface Column {
  readonly field: PlatformField;
  readonly header: string;
  readonly kind: FieldKind;
  readonly label: string;
  readonly textual: boolean;
  readonly scale: number;
  readonly notReported: NotReportedRule;
  readonly mayBeNotReported: boolean;
}

interface Compiled {
  readonly columns: readonly Column[];
  readonly required: readonly PlatformField[];
}

// Per-plan lookups done once per tape, not once per cell.
const compiledPlans = new WeakMap<ColumnPlan, Compiled>();
function compile(plan: ColumnPlan): Compiled {
  let compiled = compiledPlans.get(plan);
  if (!compiled) {
    const columns = plan.columns.map(({ field, header }) => {
      const { kind, label, mayBeNotReported } = FIELD_SPECS[field];
      const textual = kind === 'text' || isCodeKind(kind);
      const scale = plan.mapping.scale?.[field] ?? 1;
      const rule = notReportedRule(plan.mapping, field, kind);
      return { field, header, kind, label, textual, scale, notReported: rule, mayBeNotReported };
    });
    compiled = { columns, required: PLATFORM_FIELDS.filter((f) => FIELD_SPECS[f].required) };
    compiledPlans.set(plan, compiled);
  }
  return compiled;
}

function parseCell(column: Column, text: string): CellValue<string | number> {
  if (column.kind === 'money') return parseMoneyText(text, column.scale);
  if (column.kind === 'decimal' || column.kind === 'integer') return parseNumberText(text);
  if (column.kind === 'date') return parseDateText(text);
  const trimmed = text.trim();
  return trimmed === '' ? { kind: 'blank' } : { kind: 'ok', value: trimmed };
}

/** Parses one row; findings are S-codes only. */
export function readRow(
  row: Readonly<Record<string, string>>,
  rowNumber: number,
  plan: ColumnPlan,
): {
  readonly values: ParsedRow;
  readonly findings: readonly EditFinding[];
  /** Quality notes (Q008–Q010): values the tape reports as missing; they do not reject the row. */
  readonly notes: readonly EditFinding[];
} {
  const { columns, required } = compile(plan);
  const values: ParsedRow = {};
  const findings: EditFinding[] = [];
  const notes: EditFinding[] = [];
  const missing = new Set<PlatformField>();
  // Every cell, mapped or not: unmapped ones are kept as ingested attributes.
  // A plain loop over the keys: a tape has a hundred thousand rows of thirty cells.
  for (const header in row) {
    const text = row[header]!;
    if (text.includes('\u0000')) {
      findings.push(finding('S007', rowNumber, header, `${header} holds a NUL character.`));
    }
  }
  if (findings.length > 0) return { values, findings, notes };
  for (const column of columns) {
    const text = row[column.header] ?? '';
    const said = notReported(column.notReported, text);
    if (said !== null) {
      const shown = text.trim();
      if (!column.mayBeNotReported) {
        const message = `${column.label} is required; the tape reports '${shown}'.`;
        findings.push(finding('S002', rowNumber, column.header, message, text));
      } else {
        missing.add(column.field);
        const message =
          said === 'band'
            ? `${column.label} is reported as the band '${shown}': imported without a value.`
            : `${column.label} is reported as '${shown}' (not applicable or exempt): imported without a value.`;
        notes.push(finding(said === 'band' ? 'Q010' : 'Q008', rowNumber, column.header, message, text));
      }
      continue;
    }
    const cell = parseCell(column, text);
    if (cell.kind === 'ok') {
      if (column.kind === 'integer' && !Number.isInteger(cell.value)) {
        findings.push(
          finding('S004', rowNumber, column.header, `${column.label} must be a whole number.`, text),
        );
      } else if (column.textual && (cell.value as string).length > MAX_TEXT_LENGTH) {
        const message = `${column.label} is longer than ${MAX_TEXT_LENGTH} characters.`;
        findings.push(finding('S006', rowNumber, column.header, message));
      } else values[column.field] = cell.value;
    } else if (cell.kind === 'bad') {
      const [code, what] =
        column.kind === 'date' ? (['S005', 'a date'] as const) : (['S003', 'a number'] as const);
      findings.push(
        finding(code, rowNumber, column.header, `${column.label} is not ${what}: '${text.trim()}'.`, text),
      );
    }
  }
  for (const field of required) {
    if (values[field] !== undefined || missing.has(field)) continue;
    if (field === 'ltv' && plan.deriveLtv) {
      // Derived in the validity stage; without a property value there is nothing to derive from.
      if (
        values.appraisedValue === undefined &&
        !findings.some((f) => f.column === plan.headerOf.appraisedValue)
      )
        notes.push(
          finding(
            'Q009',
            rowNumber,
            null,
            'LTV cannot be derived without a property value: imported without a value.',
          ),
        );
      continue;
    }
    const header = plan.headerOf[field] ?? null;
    if (header !== null && findings.some((f) => f.column === header)) continue;
    findings.push(
      field === 'loanNumber'
        ? finding('S001', rowNumber, header, 'Loan number is missing.')
        : finding('S002', rowNumber, header, `${FIELD_SPECS[field].label} is required.`),
    );
  }
  return { values, findings, notes };
}
