import { cents } from '../../money/cents';
import { readCode } from '../codes';
import type { ColumnPlan } from '../column-plan';
import { type CodeListName, FIELD_SPECS, type PlatformField } from '../fields';
import { deriveLtv } from '../values';
import type { EditCode, EditFinding } from './edit-catalogue';
import { finding } from './edit-catalogue';
import type { ParsedRow } from './syntactical';

/**
 * Stage 2 — do the values keep the rules? Ranges of spec-like fields, the order of the dates,
 * and the enumerated fields' values (labels, synonyms or codes; the stored value becomes the
 * label). Runs only on rows that passed stage 1, so every required value is present or was
 * reported as missing (HMDA `NA`: absent here, noted by stage 1).
 */

type Range = readonly [
  field: PlatformField,
  code: EditCode,
  min: number,
  max: number,
  minExclusive?: boolean,
];

const RANGES: readonly Range[] = [
  ['fico', 'V001', 300, 850],
  ['ltv', 'V002', 0, 200],
  ['cltv', 'V003', 0, Number.POSITIVE_INFINITY],
  ['dti', 'V004', 0, 100],
  ['tenure', 'V005', 1, 480],
  ['amount', 'V006', 0, Number.POSITIVE_INFINITY, true],
  ['interestRate', 'V007', 0, Number.POSITIVE_INFINITY],
  ['units', 'V014', 1, Number.POSITIVE_INFINITY],
  ['escrowBalance', 'V015', 0, Number.POSITIVE_INFINITY],
  ['monthlyIncome', 'V015', 0, Number.POSITIVE_INFINITY],
  ['monthlyDebt', 'V015', 0, Number.POSITIVE_INFINITY],
  ['appraisedValue', 'V016', 0, Number.POSITIVE_INFINITY, true],
];

const CODED: readonly (readonly [CodeListName & PlatformField, EditCode])[] = [
  ['occupancy', 'V009'],
  ['purpose', 'V010'],
  ['ethnicity', 'V011'],
  ['race', 'V012'],
  ['gender', 'V013'],
];

// Cents as dollars for messages: "$250000.5".
const dollars = (n: number) => `$${n / 100}`;

function rangeText(min: number, max: number, minExclusive: boolean | undefined, money: boolean): string {
  const show = (n: number) => (money ? dollars(n) : String(n));
  if (max === Number.POSITIVE_INFINITY)
    return minExclusive ? `greater than ${show(min)}` : `at least ${show(min)}`;
  return `between ${show(min)} and ${show(max)}`;
}

/** Checks a parsed row; `values` is completed in place with the derived LTV and the stored labels. */
export function checkValidity(
  values: ParsedRow,
  rowNumber: number,
  plan: ColumnPlan,
): readonly EditFinding[] {
  const findings: EditFinding[] = [];
  const headerOf = (f: PlatformField) => plan.headerOf[f] ?? null;
  const amount = values.amount as number | undefined;
  const appraised = values.appraisedValue as number | undefined;
  if (plan.deriveLtv && amount !== undefined && appraised !== undefined && appraised > 0) {
    values.ltv = deriveLtv(cents(amount), cents(appraised));
  }
  for (const [field, code, min, max, minExclusive] of RANGES) {
    const value = values[field];
    if (typeof value !== 'number') continue;
    if (value < min || value > max || (minExclusive && value === min)) {
      const money = FIELD_SPECS[field].kind === 'money';
      const shown = money ? dollars(value) : String(value);
      const rule = rangeText(min, max, minExclusive, money);
      findings.push(
        finding(code, rowNumber, headerOf(field), `${FIELD_SPECS[field].label} must be ${rule}: ${shown}.`),
      );
    }
  }
  const first = values.firstPaymentDate as string | undefined;
  const maturity = values.maturityDate as string | undefined;
  if (first !== undefined && maturity !== undefined && maturity < first) {
    const message = `Maturity date ${maturity} is before the first payment date ${first}.`;
    findings.push(finding('V008', rowNumber, headerOf('maturityDate'), message));
  }
  for (const [field, code] of CODED) {
    const text = values[field];
    if (typeof text !== 'string') continue;
    const label = readCode(field, text, plan.mapping.codeSet);
    if (label === null) {
      const message = `${FIELD_SPECS[field].label} '${text}' is not a known value or code.`;
      findings.push(finding(code, rowNumber, headerOf(field), message, text));
    } else values[field] = label;
  }
  // Property types are an open list: known spellings become the label, others stay as written.
  if (typeof values.propertyType === 'string') {
    values.propertyType =
      readCode('propertyType', values.propertyType, plan.mapping.codeSet) ?? values.propertyType;
  }
  return findings;
}
