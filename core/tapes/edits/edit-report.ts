import type { TapeSheet } from '../tape-table';
import { EDIT_CATALOGUE, type EditFinding } from './edit-catalogue';

/**
 * The edit report as a sheet the lender can download next to the tape: one line per finding,
 * with the rule the edit enforces, so the sheet explains itself.
 */
export const EDIT_REPORT_HEADERS = ['Row', 'Column', 'Edit', 'Stage', 'Message', 'Value', 'Rule'] as const;

/** Findings → a sheet (row order kept). */
export function editReportSheet(report: readonly EditFinding[]): TapeSheet {
  return {
    headers: EDIT_REPORT_HEADERS,
    rows: report.map((f) => [
      f.row,
      f.column,
      f.code,
      f.stage,
      f.message,
      f.value ?? null,
      EDIT_CATALOGUE[f.code].rule,
    ]),
  };
}
