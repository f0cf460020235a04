import { type DomainError, domainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { err, ok, type Result } from '../errors/result';
import { possibleLabels } from './codes';
import { parseDateText } from './dates';
import { FIELD_SPECS, type FieldKind, isCodeKind, type PlatformField } from './fields';
import { headerKey } from './header-key';
import { TAPE_LAYOUTS } from './layouts/tape-layouts';
import { BUILT_IN_MAPPINGS } from './mappings/built-in';
import type { TapeCell, TapeSheet } from './tape-table';
import { type CellValue, parseMoneyText, parseNumberText } from './values';

/**
 * Field comparison (spec §3 "Field comparison row", §7 compareFieldData): a seller tape's
 * values for one loan against a generated or due-diligence tape's values, field by field.
 *
 * Columns pair up when they name the same platform field under any built-in header style
 * ("loanamount" ↔ "Original Loan Amount"), else when their headers match (`headerKey`).
 * Values match when:
 * - both are blank;
 * - money: equal in whole cents ("$250,000.00" = 250000);
 * - rates, ratios and counts: equal to 4 decimal places ("6.125" = "6.1250%"); a percent is
 *   never equated with its fraction (6.125 ≠ 0.06125);
 * - dates: the same day in any accepted form ("2054-01-01" = "01/01/2054" = 56250);
 * - enumerated fields: some reading of each names the same value ("1" = "Primary Residence");
 * - text fields (loan number, names, program): equal ignoring case and runs of spaces, never
 *   as numbers ("00123" ≠ "123");
 * - a column no style knows: as numbers if both are numbers, as dates if both are dates,
 *   else as text.
 */
export interface FieldComparisonRow {
  readonly fieldName: string;
  readonly dataValue: string;
  readonly generatedValue: string;
  readonly matched: 'Yes' | 'No';
}

const FIELD_BY_KEY = new Map<string, PlatformField>();
for (const mapping of BUILT_IN_MAPPINGS) {
  for (const [field, names] of Object.entries(mapping.fields) as [PlatformField, readonly string[]][]) {
    for (const n of names) if (!FIELD_BY_KEY.has(headerKey(n))) FIELD_BY_KEY.set(headerKey(n), field);
  }
}
for (const layout of Object.values(TAPE_LAYOUTS)) {
  for (const [header, source] of layout.columns) {
    if ('field' in source && !FIELD_BY_KEY.has(headerKey(header)))
      FIELD_BY_KEY.set(headerKey(header), source.field);
  }
}

/** The platform field a header names in any built-in style, or null. */
export function fieldOfHeader(header: string): PlatformField | null {
  return FIELD_BY_KEY.get(headerKey(header)) ?? null;
}

const NUMBER_TOLERANCE = 0.00005;
const text = (cell: TapeCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

function numbersMatch(a: string, b: string): boolean | null {
  const x = parseNumberText(a);
  const y = parseNumberText(b);
  if (x.kind !== 'ok' || y.kind !== 'ok') return null;
  return Math.abs(x.value - y.value) < NUMBER_TOLERANCE;
}

function sameParsed<T>(a: CellValue<T>, b: CellValue<T>): boolean | null {
  return a.kind === 'ok' && b.kind === 'ok' ? a.value === b.value : null;
}

// By the field's kind; null when the texts do not parse as that kind (then they compare as text).
function matchByKind(kind: FieldKind | null, a: string, b: string): boolean | null {
  if (kind === 'money') return sameParsed(parseMoneyText(a), parseMoneyText(b));
  if (kind === 'decimal' || kind === 'integer') return numbersMatch(a, b);
  if (kind === 'date') return sameParsed(parseDateText(a), parseDateText(b));
  if (kind !== null && isCodeKind(kind)) {
    const left = possibleLabels(kind, a);
    return [...possibleLabels(kind, b)].some((label) => left.has(label));
  }
  // A column no style knows: numbers if both are numbers, else dates if both are dates.
  if (kind === null) return numbersMatch(a, b) ?? sameParsed(parseDateText(a), parseDateText(b));
  return null; // a text field: loan number "00123" is not loan number "123"
}

/** True when two cells hold the same value for the column `fieldName` (rules in the module header). */
export function valuesMatch(
  fieldName: string,
  left: TapeCell | undefined,
  right: TapeCell | undefined,
): boolean {
  const a = text(left);
  const b = text(right);
  if (a === '' || b === '') return a === b;
  const field = fieldOfHeader(fieldName);
  const byKind = matchByKind(field === null ? null : FIELD_SPECS[field].kind, a, b);
  if (byKind !== null) return byKind;
  return a.replace(/\s+/g, ' ').toLowerCase() === b.replace(/\s+/g, ' ').toLowerCase();
}

/** Compares two tapes' rows for one loan; seller columns first, then columns only the other tape has. */
export function compareFields(
  seller: Readonly<Record<string, TapeCell>>,
  generated: Readonly<Record<string, TapeCell>>,
): FieldComparisonRow[] {
  const pairKey = (header: string) => fieldOfHeader(header) ?? `header:${headerKey(header)}`;
  const generatedByKey = new Map<string, string>();
  for (const header of Object.keys(generated)) {
    if (!generatedByKey.has(pairKey(header))) generatedByKey.set(pairKey(header), header);
  }
  const rows: FieldComparisonRow[] = [];
  const used = new Set<string>();
  const row = (fieldName: string, d: TapeCell | undefined, g: TapeCell | undefined): FieldComparisonRow => ({
    fieldName,
    dataValue: text(d),
    generatedValue: text(g),
    matched: valuesMatch(fieldName, d, g) ? 'Yes' : 'No',
  });
  for (const [header, value] of Object.entries(seller)) {
    const other = generatedByKey.get(pairKey(header));
    if (other !== undefined) used.add(other);
    rows.push(row(header, value, other === undefined ? undefined : generated[other]));
  }
  for (const [header, value] of Object.entries(generated)) {
    if (!used.has(header)) rows.push(row(header, undefined, value));
  }
  return rows;
}

/** The comparison as a sheet for the compare_fields_{loan}_{tape}.xlsx export (spec §9). */
export function fieldComparisonSheet(rows: readonly FieldComparisonRow[]): TapeSheet {
  return {
    headers: ['Field Name', 'Data Value', 'Generated Value', 'Matched'],
    rows: rows.map((r) => [r.fieldName, r.dataValue, r.generatedValue, r.matched]),
  };
}

/**
 * The refusal of a comparison that cannot be made (spec §8 'Error in comparision'): a tape holds
 * no row for the loan, the two rows share no value to compare, or producing them failed.
 */
export function comparisonFailed(details?: Record<string, unknown>): DomainError {
  return domainError('rule_violation', 'COMPARE.FAILED', MESSAGES.errorInComparison, details);
}

/**
 * `compareFields` of one loan's rows, or `comparisonFailed` when there is nothing to compare:
 * either row is missing, or no field holds a value in both (every row would read 'No' for want
 * of the other side, which says nothing about the loan).
 */
export function compareLoanRows(
  seller: Readonly<Record<string, TapeCell>> | undefined,
  generated: Readonly<Record<string, TapeCell>> | undefined,
): Result<FieldComparisonRow[], DomainError> {
  if (!seller || !generated) return err(comparisonFailed({ missing: !seller ? 'seller' : 'generated' }));
  return checkedComparison(compareFields(seller, generated));
}

/** `rows` when at least one field holds a value on both sides; else `comparisonFailed`. */
export function checkedComparison(
  rows: readonly FieldComparisonRow[],
): Result<FieldComparisonRow[], DomainError> {
  const compared = rows.some((r) => r.dataValue !== '' && r.generatedValue !== '');
  return compared ? ok([...rows]) : err(comparisonFailed({ fields: rows.length }));
}
