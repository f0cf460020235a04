/**
 * The bidding widgets (spec §2 bidding table 'LOAN RECORDS', §4 bid rules, §5 bid input and
 * bulk bid upload, §9 bid export): `BiddingTable`, `BulkBidUpload`, `BidExport`, the per-row
 * `BidAmountInput` the grids share, and `BIDDING_ELEMENTS` (their custom-element rows).
 */
export { type BidRow, type BidRowView, biddingRows, bidRowView } from './bidding-view';
export type {
  BiddingFilters,
  BiddingTableProps,
  BidExportProps,
  BidPlacedDetail,
  BulkBidsDetail,
  BulkBidUploadProps,
} from './props';
