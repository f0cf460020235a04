import type { CodeSet } from './code-lists';
import { writeCode } from './codes';
import { usDate } from './dates';
import { FIELD_SPECS, isCodeKind, type PlatformField } from './fields';
import type { FieldValue } from './tape-row';
import type { TapeCell } from './tape-table';
import { roundTo } from './values';

/**
 * How a stored value is written into a tape cell: money as a dollar number, ratios and counts
 * as numbers, dates as ISO or US text, enumerated values as a label or a code of the target's
 * code set. Everything written here reads back to the same stored value.
 */
export interface CellStyle {
  readonly dateStyle?: 'iso' | 'us';
  /** Write codes of this set instead of labels. */
  readonly codeSet?: CodeSet;
  /** Divide money by this before writing (the inverse of a mapping's scale). */
  readonly scale?: number;
}

/** Formats one field's value for a cell. */
export function formatCell(field: PlatformField, value: FieldValue, style: CellStyle = {}): TapeCell {
  if (value === null) return null;
  const kind = FIELD_SPECS[field].kind;
  if (kind === 'money') {
    const dollars = Number(value) / 100;
    return style.scale && style.scale !== 1 ? roundTo(dollars / style.scale, 2) : dollars;
  }
  if (kind === 'date') return style.dateStyle === 'us' ? usDate(String(value)) : String(value);
  if (isCodeKind(kind)) return writeCode(kind, String(value), style.codeSet);
  return value;
}
