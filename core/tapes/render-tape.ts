import { FIELD_SPECS, type PlatformField } from './fields';
import { type CellStyle, formatCell } from './format-cell';
import type { FieldMapping } from './mapping';
import { FIELD_ACCESS, type LoanValues } from './tape-row';
import type { TapeCell, TapeSheet } from './tape-table';

/**
 * Writes loans as a tape in a mapping's header style — the inverse of reading it: each field
 * under its mapping's first alias, then every attribute under its own name. Used to export a
 * tape as the platform holds it and by the fixture generator to build tapes in ASF, HMDA or the
 * platform's own style. A required value the loan lacks (its tape reported none) is written as
 * the mapping's own "no value" text (HMDA `NA`) when it has one, so the tape reads back the same.
 */
export function renderTape(
  loans: readonly LoanValues[],
  mapping: FieldMapping,
  options: { readonly dateStyle?: 'iso' | 'us' } = {},
): TapeSheet {
  const fields = (Object.entries(mapping.fields) as [PlatformField, readonly string[]][]).filter(
    ([, names]) => names.length > 0,
  );
  const attributeNames: string[] = [];
  const known = new Set<string>();
  for (const loan of loans) {
    for (const name of Object.keys(loan.attributes)) {
      if (!known.has(name)) {
        known.add(name);
        attributeNames.push(name);
      }
    }
  }
  const headers = [...fields.map(([, names]) => names[0]!), ...attributeNames];
  const styleOf = (field: PlatformField): CellStyle => ({
    dateStyle: options.dateStyle ?? 'iso',
    ...(mapping.codeSet ? { codeSet: mapping.codeSet } : {}),
    ...(mapping.scale?.[field] ? { scale: mapping.scale[field] } : {}),
  });
  const styles = fields.map(([field]) => styleOf(field));
  const noValue = mapping.notApplicable?.[0] ?? null;
  const missing = fields.map(([field]) => (FIELD_SPECS[field].required ? noValue : null));
  const rows = loans.map((loan): TapeCell[] => [
    ...fields.map(([field], i) => formatCell(field, FIELD_ACCESS[field](loan), styles[i]) ?? missing[i]!),
    ...attributeNames.map((name) => loan.attributes[name] ?? null),
  ]);
  return { headers, rows };
}
