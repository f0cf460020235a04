/**
 * The decision grids (spec §2, §4): `StakeholderGrid` ('Records, approval for bid amount'),
 * `PurchaseApprovalGrid` and `PriceAdjustments`, and `GRID_ELEMENTS` (their custom-element rows).
 */
export { GRID_ELEMENTS } from './elements';
export {
  type DecisionVerdict,
  decidesPurchase,
  decisionVerdict,
  type PurchaseRow,
  rowStatusDisplay,
  type StakeholderRow,
} from './grid-rules';
export { GRIDS_TEXT } from './grids-text';
export { ImportLoanFiles, type ImportLoanFilesProps } from './import-loan-files';
export { ImportSenderContext, type ImportSenderFactory, sessionImportSender } from './import-sender';
export { PriceAdjustments } from './price-adjustments';
export type {
  PriceAdjustmentsProps,
  PurchaseApprovalGridProps,
  RowsDecidedDetail,
  StakeholderGridProps,
} from './props';
export { PurchaseApprovalGrid } from './purchase-approval-grid';
export { StakeholderGrid } from './stakeholder-grid';
export { gridsCss } from './styles';
