/**
 * The loans area of the trading family (spec §2): Loan Tapes tiles with their dialog, the loan
 * detail panel, the lender details card and the notifications list. Components, their props and
 * their custom-element rows (`LOANS_ELEMENTS`, collected by `widgets/trading/elements.ts`).
 */
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
