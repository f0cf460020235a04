/**
 * The loans area's words: spec §2 labels word for word (Primary Information, Financial Details,
 * Shared Documents, the lender card's fields) and the few short sentences the spec has no text
 * for (tile counts, the opening form). The §8 sentences come from core's catalogue.
 */
import { MESSAGES } from '../../../core/errors/messages';

/** Texts of the loans widgets. */
export const LOANS_TEXT = {
  tapesTitle: 'Loan Tapes',
  loans: (count: number) => (count === 1 ? '1 loan' : `${count.toLocaleString('en-US')} loans`),
  issuingAuthority: 'Issuing authority',
  openTape: (tape: string) => `Open tape ${tape}`,
  tapeLoans: 'LOAN RECORDS',
  viewLoan: (loanId: string) => `View loan ${loanId}`,
  selectLoan: (loanId: string) => `Select loan ${loanId}`,
  openForBidding: 'Open for bidding',
  biddingEnds: 'Bidding ends',
  openedForBidding: MESSAGES.loanOpenForBidding,
  primary: 'Primary Information',
  financial: 'Financial Details',
  lenderTitle: 'Lender details',
  companyName: 'Company',
  address: 'Address',
  state: 'State',
  website: 'Website',
  contactName: 'Contact',
  notificationsTitle: 'Notifications',
  status: { listed: 'Listed', bidding: 'Open for bidding', awarded: 'Awarded' },
} as const;
