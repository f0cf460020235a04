/**
 * A bidder's bidding table as the obs_bid_{date}.xlsx sheet (spec §9), for `ispz bids export`.
 * The columns are those of the HTTP export (`GET /api/bids/export`): `_id` and an empty `amount`
 * first, so the sheet can be filled in and sent back through the bulk bid upload.
 */

import { toDollars } from '../money/cents';
import type { TapeSheet } from '../tapes/tape-table';
import type { BiddingRow } from './bidding-row';
import { AMOUNT_HEADER, ID_HEADER } from './bulk-sheet';

export const BIDS_SHEET_HEADERS = [
  ID_HEADER,
  AMOUNT_HEADER,
  'loan_id',
  'tape_name',
  'loan_value',
  'interest_rate',
  'tenure',
  'fico',
  'ltv',
  'dti',
  'validTill',
  'expire_in',
  'status',
  'bid_amount',
  'outcome',
] as const;

/** The rows as the export sheet (amounts in dollars). */
export function biddingTableSheet(rows: readonly BiddingRow[]): TapeSheet {
  return {
    headers: BIDS_SHEET_HEADERS,
    rows: rows.map((r) => [
      r.loanId,
      null,
      r.loanNumber,
      r.tapeName,
      toDollars(r.loanAmountCents),
      r.interestRate,
      r.tenureMonths,
      r.fico,
      r.ltv,
      r.dti,
      r.validTill,
      r.expireIn.text,
      r.status,
      r.bidAmountCents === null ? null : toDollars(r.bidAmountCents),
      r.outcome,
    ]),
  };
}
