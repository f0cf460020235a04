/**
 * The props of the decision grids (spec §2 "Records, approval for bid amount", the
 * purchase-approval grid, price adjustments). Client, session, the caller's screen and toasts
 * come from `TradingProvider`; a prop is only what the host page knows.
 */

/** What `onDecided` / `ispz:rows-decided` carries after Approve, Reject, Submit or a price change. */
export interface RowsDecidedDetail {
  readonly action: 'approve' | 'reject' | 'submit' | 'reprice';
  /** The rows (stakeholder map ids, or loan ids on the purchase-approval grid). */
  readonly ids: readonly string[];
}

/** Props of `StakeholderGrid`: the caller's stakeholder rows of one tape. */
export interface StakeholderGridProps {
  readonly tapeName: string;
  readonly onDecided?: (detail: RowsDecidedDetail) => void;
}

/** Props of `PurchaseApprovalGrid`: the purchases the caller approves or made. */
export interface PurchaseApprovalGridProps {
  /** Default the signed-in user (the server refuses anyone else). */
  readonly approverId?: string;
  readonly onDecided?: (detail: RowsDecidedDetail) => void;
}

/** Props of `PriceAdjustments`: the price adjustment of each loan asked for. */
export interface PriceAdjustmentsProps {
  /** Loans by `_id`. */
  readonly loanIds: readonly string[];
}
