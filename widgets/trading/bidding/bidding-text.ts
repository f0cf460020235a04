/**
 * The bidding widgets' words. The spec's texts (§2, §5, §8) come from core's catalogues and
 * are never retyped; the labels the spec has no words for are ours and live here.
 */
import { MESSAGES } from '../../../core/errors/messages';
import { VALIDATION_MESSAGES } from '../../../core/validation/messages';

/** The texts of the bidding table, the bid input, the bulk upload and the export. */
export const BIDDING_TEXT = {
  /** Spec §2: the table's title. */
  title: 'LOAN RECORDS',
  /** Spec §2: the bid confirmation dialog. */
  confirmTitle: 'Please confirm your Bid',
  confirmBody: (amount: string, loan: string) => `You are bidding ${amount} on loan ${loan}.`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  bid: 'Bid',
  bidFor: (loan: string) => `Bid amount for loan ${loan}`,
  placeBidOn: (loan: string) => `Place bid on loan ${loan}`,
  selectLoan: (loan: string) => `Select loan ${loan}`,
  empty: MESSAGES.noLoanDataToBid,
  /** The table shows the server's first page; more rows exist. */
  morePages: (shown: number, total: number) =>
    `Showing the first ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} bids, in the table's order. Narrow them with the pool filters to see the others.`,
  created: MESSAGES.bidCreated,
  columns: {
    loanId: 'Loan ID',
    tapeName: 'Tape Name',
    loanAmount: 'Loan Amount ($)',
    tenure: 'Tenure (months)',
    fico: 'FICO',
    ltv: 'LTV (%)',
    dti: 'Debt to income (%)',
    expireIn: 'Expire In',
    bidAmount: 'Bid Amount ($)',
    outcome: 'Outcome',
  },
  /** Shown beside a greyed row's amount so the grey is not colour alone. */
  noAmount: '-',
  typingMessage: VALIDATION_MESSAGES.bidMustBePositive,
  bulk: {
    button: 'Bulk Bid Upload',
    title: 'Bulk Bid Upload',
    label: 'Bids spreadsheet (.xlsx)',
    hint: 'The bid export with an amount filled in per loan.',
    confirmTitle: 'Place these bids?',
    irreversible: 'This action is irreversible: the bids cannot be changed or withdrawn once placed.',
    counts: (matched: number, unmatched: number) =>
      `${matched} row${matched === 1 ? '' : 's'} will be bid on; ${unmatched} row${unmatched === 1 ? '' : 's'} will be skipped.`,
    place: 'Place bids',
    noMatching: MESSAGES.noMatchingRecords,
    partialMatching: MESSAGES.partialMatchingRecords,
  },
  export: {
    button: 'Export bids',
    success: MESSAGES.excelDownloaded,
    failure: MESSAGES.errorDownloadingExcel,
    nothing: MESSAGES.noRecordsToDownload,
  },
} as const;
