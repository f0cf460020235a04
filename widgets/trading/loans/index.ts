/**
 * The loans area of the trading family (spec §2): Loan Tapes tiles with their dialog (the tape's
 * loans and the lender's open-for-bidding action), the loan detail panel, the lender details
 * card and the notifications list. Components, their props, the area's CSS and its
 * custom-element rows (`LOANS_ELEMENTS`, collected by `widgets/trading/elements.ts`).
 */
export { LOANS_ELEMENTS } from './elements';
export { LenderDetailsCard } from './lender-details-card';
export { LoanDetailPanel } from './loan-detail-panel';
export { LoanTapes } from './loan-tapes';
export { LOANS_TEXT } from './loans-text';
export { NotificationsList } from './notifications-list';
export { OpenBidding, type OpenBiddingProps } from './open-bidding';
export type {
  LenderCard,
  LenderDetailsCardProps,
  Loan,
  LoanDetailPanelProps,
  LoanTapesProps,
  Notification,
  NotificationsListProps,
  OpenedForBidding,
  TapeLoansDialogProps,
  TapeTile,
} from './props';
export { loansCss } from './styles';
export { TapeLoansDialog } from './tape-loans-dialog';
