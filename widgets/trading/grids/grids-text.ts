/**
 * The decision grids' words. The spec's texts (§2, §4, §8) come from core's catalogues; the
 * labels the spec has no words for are ours and live here.
 */
import { MESSAGES } from '../../../core/errors/messages';
import { APPROVAL_MESSAGES } from '../../../core/transfer/approval.errors';

/** The texts of the stakeholder grid, the purchase-approval grid and price adjustments. */
export const GRIDS_TEXT = {
  stakeholderTitle: 'Records, approval for bid amount',
  purchaseTitle: 'Purchase approvals',
  priceTitle: 'Price adjustments',
  importLoanFiles: 'Import Loan Files',
  importTitle: 'Import Loan Files',
  importLabel: 'Loan tape file (.xlsx, .xls, .pdf)',
  filesImported: MESSAGES.filesImported,
  approve: 'Approve',
  reject: 'Reject',
  submit: 'Submit',
  close: 'Close',
  processing: MESSAGES.loansBeingProcessed,
  loanRejected: MESSAGES.loanRejected,
  inProgress: APPROVAL_MESSAGES.inProgress,
  retainedOrOnPlatform: APPROVAL_MESSAGES.retainedOrOnPlatform,
  selectRows: APPROVAL_MESSAGES.selectRows,
  fetchingPrice: MESSAGES.fetchingTapePrice,
  selectRow: (loan: string) => `Select loan ${loan}`,
  bidFor: (loan: string) => `Bid amount for loan ${loan}`,
  submitFor: (loan: string) => `Submit bid for loan ${loan}`,
  yes: 'Yes',
  no: 'No',
  columns: {
    loanId: 'Loan ID',
    tapeName: 'Tape Name',
    loanAmount: 'Loan Amount ($)',
    bidPrice: 'Bid Price ($)',
    bid: 'Bid ($)',
    status: 'Status',
    accepted: 'Accepted',
    approved: 'Approved',
    retained: 'Retained',
    onPlatform: 'On Platform',
    validTill: 'Valid Till',
    created: 'Created',
    adjustments: 'Adjustments',
    totalAdj: 'Total Adjustment (%)',
  },
  /** Row statuses as words (the colour only goes with them). */
  status: {
    pending: 'Pending',
    inprogress: 'In progress',
    closed: 'Closed',
    approved: 'Approved',
    rejected: 'Rejected',
    void: 'Void',
  },
} as const;
