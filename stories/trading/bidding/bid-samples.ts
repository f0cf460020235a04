/**
 * The bidding stories' rows, typed by the API: one of each outcome (Won / Pending / Lost),
 * each expire-in colour (days green, hours and minutes amber, Expired red), greyed rows, and
 * the answers the server gives (`GET /bidding_table`, `/place_bid`, `/bulk_bid_upload`).
 */
import { bidRow, hoursFromNow, placedRow } from '../../../widgets/trading/bidding/testing/bid-rows';

export { SAMPLE_NOW } from '../../../widgets/trading/bidding/testing/bid-rows';

/** The table of the stories: open to bid (days, hours, minutes left), bid on, won, lost, expired. */
export const SAMPLE_BID_ROWS = [
  bidRow(1, { validTill: hoursFromNow(72) }),
  bidRow(2, { validTill: hoursFromNow(5) }),
  bidRow(3, { validTill: hoursFromNow(0.5) }),
  placedRow(4, 1500, { validTill: hoursFromNow(30) }),
  placedRow(5, 2100, { status: 'closed', outcome: 'Won', validTill: hoursFromNow(-2) }),
  placedRow(6, 900, { status: 'closed', outcome: 'Lost', validTill: hoursFromNow(-3) }),
  bidRow(7, { validTill: hoursFromNow(-1), canBid: false }),
];

/** `GET /bidding_table` answering `rows`. */
export const tableAnswer = (rows = SAMPLE_BID_ROWS) => ({
  body: {
    success: true,
    statusText: rows.length === 0 ? 'There is no loan data ready to bid !' : '',
    data: { docs: rows },
  },
});

/** `POST /place_bid` accepted. */
export const placedAnswer = {
  status: 201,
  body: {
    success: true,
    statusText: 'Created Successfully',
    data: { bidId: 'bid-0001', bidderId: 'investor-1', bidAmount: 1500, placedAt: hoursFromNow(0) },
  },
};

const outcome = (matching: 'all' | 'partial', placed: boolean) => ({
  matched: [
    { _id: 'bid-0001', bidId: 'bid-0001', amount: 1200, row: 2 },
    { _id: 'bid-0002', bidId: 'bid-0002', amount: 1300, row: 3 },
  ],
  unmatched: matching === 'partial' ? [{ _id: 'bid-0006', reason: 'not_open', row: 4 }] : [],
  matching,
  placed,
});

/** `POST /bulk_bid_upload`: the preview (some rows matched), then the placing pass. */
export const bulkAnswer = (request: Request) => {
  const confirm = new URL(request.url, 'http://mock.invalid').searchParams.get('confirm') === 'true';
  return {
    body: {
      success: true,
      statusText: confirm ? 'Created Successfully' : 'Partial Matching Records',
      data: outcome('partial', confirm),
    },
  };
};

/** `POST /bulk_bid_upload` when no row matched. */
export const noMatchAnswer = {
  status: 422,
  body: { success: false, code: 'BID.NO_MATCHING_RECORDS', error: 'No Matching Records', statusText: '' },
};

/** A refusal as the trading API answers it. */
export const refusal = (status: number, code: string, error: string) => ({
  status,
  body: { success: false, code, error, statusText: error },
});

/** An .xlsx file as the bulk upload takes it. */
export const bidsSheet = (name = 'obs_bid_2026-03-02.xlsx') =>
  new File(['_id,amount\nbid-0001,1200\n'], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
