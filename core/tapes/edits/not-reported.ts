import type { FieldKind, PlatformField } from '../fields';
import { headerKey } from '../header-key';
import type { FieldMapping } from '../mapping';

/**
 * How a tape says "there is no value here" instead of leaving the cell blank. HMDA's register
 * writes `NA` (not applicable: a purchased loan has no DTI) or `Exempt` (a partially exempt
 * lender need not report it), and codes in numeric fields — credit score 7777 "not a number",
 * 8888 "not applicable", 9999 "no co-applicant", 1111 "exempt". The public data set reports
 * debt to income in bands ("<20%", "20%-<30%", "50%-60%", ">60%") around exact values 36–49.
 *
 * Such a cell is a missing value, not a number: the loan keeps no value for the field (never a
 * made-up one such as a band's midpoint, which a range filter would then count as if it were
 * known), and the row is imported with a quality edit naming what the tape said (Q008, or Q010
 * for a band), so the lender can confirm it. Only the mapping decides which texts mean this.
 */
export type NotReported = 'not-applicable' | 'band' | null;

/** What one column of a tape treats as "no value", compiled once per tape. */
export interface NotReportedRule {
  /** headerKey of each text meaning "no value" in this column; empty when none. */
  readonly texts: ReadonlySet<string>;
  readonly banded: boolean;
}

const NUMERIC_OR_DATE: ReadonlySet<FieldKind> = new Set(['money', 'decimal', 'integer', 'date']);

/** The rule of `field` under `mapping`: general texts for numeric and date fields, plus the field's own codes. */
export function notReportedRule(
  mapping: FieldMapping,
  field: PlatformField,
  kind: FieldKind,
): NotReportedRule {
  const texts = new Set<string>();
  if (NUMERIC_OR_DATE.has(kind)) for (const t of mapping.notApplicable ?? []) texts.add(headerKey(t));
  for (const t of mapping.notApplicableCodes?.[field] ?? []) texts.add(headerKey(t));
  texts.delete('');
  return { texts, banded: mapping.bandedFields?.includes(field) ?? false };
}

// "<20%", ">60%", "<= 20", "20%-<30%", "50%-60%", "20 - 30". Bounded: a cell is at most a few dozen characters.
const NUMBER = String.raw`\d{1,6}(?:\.\d{1,6})?\s*%?`;
const ONE_SIDED = new RegExp(String.raw`^[<>]=?\s*${NUMBER}$`);
const BETWEEN = new RegExp(String.raw`^${NUMBER}\s*-\s*<?=?\s*${NUMBER}$`);

/** True when `text` is a band such as "20%-<30%" or ">60%" rather than one number. */
export function isBand(text: string): boolean {
  const t = text.trim();
  return t.length <= 40 && (ONE_SIDED.test(t) || BETWEEN.test(t));
}

// Most cells are plain numbers: they are compared as written (a code such as 8888), without the key.
const PLAIN = /^\d+(?:\.\d+)?$/;

/** Whether a cell says there is no value under `rule`; a blank cell is not this (it is blank). */
export function notReported(rule: NotReportedRule, text: string): NotReported {
  if (rule.texts.size === 0 && !rule.banded) return null;
  if (PLAIN.test(text)) return rule.texts.has(text) ? 'not-applicable' : null;
  if (rule.texts.size > 0 && text.length <= 60 && rule.texts.has(headerKey(text))) return 'not-applicable';
  if (rule.banded && isBand(text)) return 'band';
  return null;
}
