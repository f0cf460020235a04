/**
 * The bidding widgets' custom elements, collected by `widgets/trading/elements.ts`:
 * `<ispz-bidding-table bidder-id placed-only>` (its `filters` and `now` set as properties),
 * `<ispz-bulk-bid-upload>` and `<ispz-bid-export>`. The session comes from the family's host
 * props, like every trading element. Their callbacks (`onBidPlaced`, `onUploaded`) become
 * events once the event map names them.
 */
import { elementSpec, type TableEntry } from '../../elements/element-table';
import type { TradingWidgetProps } from '../shared';
import { BidExport } from './bid-export';
import { BiddingTable } from './bidding-table';
import { BulkBidUpload } from './bulk-bid-upload';
import type { BiddingTableProps, BidExportProps, BulkBidUploadProps } from './props';

/** The bidding area's element rows. */
export const BIDDING_ELEMENTS: readonly TableEntry[] = [
  elementSpec<BiddingTableProps & TradingWidgetProps>({
    tag: 'ispz-bidding-table',
    component: BiddingTable,
    attributes: [
      { name: 'bidder-id', prop: 'bidderId' },
      { name: 'placed-only', prop: 'placedOnly', kind: 'boolean' },
    ],
  }),
  elementSpec<BulkBidUploadProps & TradingWidgetProps>({
    tag: 'ispz-bulk-bid-upload',
    component: BulkBidUpload,
    attributes: [],
  }),
  elementSpec<BidExportProps & TradingWidgetProps>({
    tag: 'ispz-bid-export',
    component: BidExport,
    attributes: [],
  }),
];
