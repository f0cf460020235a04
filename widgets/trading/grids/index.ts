/**
 * The decision grids (spec §2, §4): `StakeholderGrid` ('Records, approval for bid amount'),
 * `PurchaseApprovalGrid` and `PriceAdjustments`, and `GRID_ELEMENTS` (their custom-element rows).
 */
export type {
  PriceAdjustmentsProps,
  PurchaseApprovalGridProps,
  RowsDecidedDetail,
  StakeholderGridProps,
} from './props';
