/**
 * Transfer and pricing dialogs of the loan records table (spec §2, §4, §5, §6): Transfer
 * (`/transferLoanNew`, `/aggregatorTransfer`), Reprice Loan (`/repriceLoan`) and Assign
 * Servicer (`/add_Servicer`). Each works inside a `TradingProvider` or standalone with a
 * `session` prop (`withTrading`).
 */
export { AssignServicerDialog } from './assign-servicer-dialog';
export type {
  AssignServicerDialogProps,
  OwnershipChange,
  RepriceDialogProps,
  RepriceProposal,
  ServicerAssignment,
  TradingDialogHost,
  TransferDialogProps,
  TransferDone,
  TransferLoan,
} from './props';
export { RepriceDialog } from './reprice-dialog';
export { transferCss } from './styles';
export { TransferDialog } from './transfer-dialog';
export { type TransferSides, transferSides } from './transfer-sides';
