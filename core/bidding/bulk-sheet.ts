/**
 * The rows of a bulk bid sheet (spec §5: rows matched by `_id`, each with an amount). Columns
 * are found by header, ignoring case, spaces and underscores in the amount's name ('amount',
 * 'Bid Amount', 'bid_amount'); the `_id` column is named exactly that, as in the bids export.
 */

import { type DomainError, domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { sheetRowNumber, type TapeTable } from '../tapes/tape-table';
import type { BulkBidRow } from './bulk-bid-matching';

/** The header of the loan id column. */
export const ID_HEADER = '_id';
/** The header of the amount column the export writes (one of those accepted). */
export const AMOUNT_HEADER = 'amount';

const AMOUNT_NAMES = new Set(['amount', 'bidamount']);

/** Refusal of a sheet without the two columns (ours; the spec shows no text). */
export const missingColumns = (): DomainError =>
  domainError('invalid', 'BID.SHEET_COLUMNS', 'The sheet needs the columns _id and amount');

export interface BulkSheet {
  readonly rows: BulkBidRow[];
  /** The sheet row number of each entry of `rows`, for reporting. */
  readonly sheetRows: number[];
}

/** The `{_id, amount}` rows of `table`, or a refusal when a column is missing. */
export function bulkSheetRows(table: TapeTable): Result<BulkSheet, DomainError> {
  const idHeader = table.headers.find((h) => h.trim().toLowerCase() === ID_HEADER);
  const amountHeader = table.headers.find((h) => AMOUNT_NAMES.has(h.toLowerCase().replace(/[\s_]/g, '')));
  if (!idHeader || !amountHeader) return err(missingColumns());
  return ok({
    rows: table.rows.map((row) => ({ _id: row[idHeader] ?? '', amount: row[amountHeader] ?? '' })),
    sheetRows: table.rows.map((_, i) => sheetRowNumber(table, i)),
  });
}
