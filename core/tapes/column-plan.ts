import { type DomainError, domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { FIELD_SPECS, PLATFORM_FIELDS, type PlatformField } from './fields';
import { headerKey } from './header-key';
import type { FieldMapping } from './mapping';

/**
 * Which header feeds which platform field for one tape, and which headers feed none (those
 * become the loans' `attributes`, kept verbatim). Resolved once per tape, used for every row.
 */
export interface ColumnPlan {
  readonly mapping: FieldMapping;
  readonly columns: readonly { readonly field: PlatformField; readonly header: string }[];
  /** The header feeding each mapped field. */
  readonly headerOf: Readonly<Partial<Record<PlatformField, string>>>;
  readonly unmapped: readonly string[];
  /** True when LTV has no column and is derived from the amount and the appraised value. */
  readonly deriveLtv: boolean;
}

/**
 * Matches a tape's headers to a mapping. Fields claim headers in the mapping's order; each
 * header feeds at most one field. A tape without a column for a required field (LTV may be
 * derived from the amount and the appraised value) is refused as a whole.
 */
export function planColumns(
  headers: readonly string[],
  mapping: FieldMapping,
): Result<ColumnPlan, DomainError> {
  const byKey = new Map<string, string>();
  for (const h of headers) {
    const key = headerKey(h);
    if (key !== '' && !byKey.has(key)) byKey.set(key, h);
  }
  const claimed = new Set<string>();
  const columns: { field: PlatformField; header: string }[] = [];
  for (const [field, names] of Object.entries(mapping.fields) as [PlatformField, readonly string[]][]) {
    if (!PLATFORM_FIELDS.includes(field)) continue;
    for (const name of names) {
      const header = byKey.get(headerKey(name));
      if (header !== undefined && !claimed.has(header)) {
        claimed.add(header);
        columns.push({ field, header });
        break;
      }
    }
  }
  const has = (f: PlatformField) => columns.some((c) => c.field === f);
  const deriveLtv = !has('ltv') && has('amount') && has('appraisedValue');
  const missing = PLATFORM_FIELDS.filter(
    (f) => FIELD_SPECS[f].required && !has(f) && !(f === 'ltv' && deriveLtv),
  );
  if (missing.length > 0) {
    const labels = missing.map((f) => FIELD_SPECS[f].label).join(', ');
    return err(
      domainError('invalid', 'TAPE.MISSING_COLUMNS', `The tape has no column for: ${labels}.`, {
        missing,
        mapping: mapping.name,
      }),
    );
  }
  const unmapped = headers.filter((h) => !claimed.has(h));
  const headerOf = Object.fromEntries(columns.map((c) => [c.field, c.header]));
  return ok({ mapping, columns, headerOf, unmapped, deriveLtv });
}
