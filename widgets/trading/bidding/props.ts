/**
 * The props of the bidding widgets (spec §2 bidding table 'LOAN RECORDS', §5 bid input and
 * bulk upload, §9 bid export). Client, session, the caller's screen and toasts come from
 * `TradingProvider`; a prop is only what the host page knows. `now` is the clock the expire-in
 * cells read, a prop so stories and tests are deterministic.
 */
import type { components } from '../../api';

/** The bidding table's filter (spec §3 filter payload; ranges only with both ends). */
export type BiddingFilters = Omit<components['schemas']['BiddingTableFilter'], 'bidderId'>;

/** What `onBidPlaced` / `ispz:bid-placed` carries. */
export interface BidPlacedDetail {
  readonly bidId: string;
  /** Dollars, as placed. */
  readonly amount: number;
  readonly placedAt: string;
}

/** Props of `BiddingTable`. */
export interface BiddingTableProps {
  /** The bidder: default the signed-in user (the server refuses anyone else). */
  readonly bidderId?: string;
  /** Filters from the pool filters panel; the table asks `POST /bidding_table` with them. */
  readonly filters?: BiddingFilters;
  /** The clock of the expire-in cells; default `new Date()`. */
  readonly now?: () => Date;
  /** `view_After_Bidding`: only the bids the caller placed, newest first. */
  readonly placedOnly?: boolean;
  readonly onBidPlaced?: (detail: BidPlacedDetail) => void;
}

/** What `onUploaded` / `ispz:bids-uploaded` carries after a confirmed bulk upload. */
export interface BulkBidsDetail {
  readonly placed: number;
  readonly unmatched: number;
}

/** Props of `BulkBidUpload` (spec §5: .xlsx only, irreversible, no/partial matching records). */
export interface BulkBidUploadProps {
  readonly onUploaded?: (detail: BulkBidsDetail) => void;
}

/** Props of `BidExport` (spec §9 obs_bid_{date}.xlsx, §8 download texts). */
export interface BidExportProps {
  /** The clock that dates the file when the server names none; default `new Date()`. */
  readonly now?: () => Date;
}
