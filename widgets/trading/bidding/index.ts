/**
 * The bidding widgets (spec §2 bidding table 'LOAN RECORDS', §4 bid rules, §5 bid input and
 * bulk bid upload, §9 bid export): `BiddingTable`, `BulkBidUpload`, `BidExport`, the per-row
 * `BidAmountInput` the grids share, and `BIDDING_ELEMENTS` (their custom-element rows).
 */
export { BidAmountInput, type BidAmountInputProps, useBidAmounts } from './bid-amount-input';
export { BidExport } from './bid-export';
export { BiddingTable } from './bidding-table';
export { BIDDING_TEXT } from './bidding-text';
export { type BidRow, type BidRowView, biddingRows, bidRowView } from './bidding-view';
export { type BulkBidAnswer, readBulkBidAnswer } from './bulk-bid-outcome';
export { BulkBidSenderContext, type BulkBidSenderFactory, sessionBulkBidSender } from './bulk-bid-sender';
export { BulkBidUpload } from './bulk-bid-upload';
export { BIDDING_ELEMENTS } from './elements';
export type {
  BiddingFilters,
  BiddingTableProps,
  BidExportProps,
  BidPlacedDetail,
  BulkBidsDetail,
  BulkBidUploadProps,
} from './props';
export { biddingCss } from './styles';
