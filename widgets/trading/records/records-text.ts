/**
 * The LOAN RECORDS screen's words: the spec's title, headers and header buttons (§2) word for
 * word, the §9 timing of the scroll after a selection, and short labels the spec has none for
 * (pool buttons, icon buttons' accessible names).
 */

/** Spec §9: scroll to the bottom 125 ms after a loan selection. */
export const SCROLL_AFTER_SELECTION_MS = 125;

/** The texts of LOAN RECORDS. */
export const RECORDS_TEXT = {
  title: 'LOAN RECORDS',
  headers: {
    loanId: 'Loan ID',
    tapeName: 'Tape Name',
    amount: 'Loan Amount ($)',
    tenure: 'Tenure (months)',
    fico: 'FICO',
    ltv: 'LTV (%)',
    dti: 'Debt to income (%)',
    stipulations: 'Stipulations',
    insights: 'Status & Insights',
  },
  reprice: 'Reprice Loan',
  transfer: 'Transfer',
  addToPool: 'Add to pool',
  removeFromPool: 'Remove from pool',
  /** The pool call's answer when the server sends no text of its own (spec §4 pool status). */
  added: 'Added',
  removed: 'Removed',
  selected: (count: number) =>
    count === 1 ? '1 loan selected' : `${count.toLocaleString('en-US')} loans selected`,
  selectLoan: (loanId: string) => `Select loan ${loanId}`,
  openLoan: (loanId: string) => `Open loan ${loanId}`,
  chat: (loanId: string) => `Stipulation chat for loan ${loanId}`,
  view: (loanId: string) => `New stipulation for loan ${loanId}`,
  documentStatus: (loanId: string) => `Document status of loan ${loanId}`,
  ista: (loanId: string, status: string) => `AI review of loan ${loanId}: ${status}`,
  tape: (loanId: string) => `Tapes of loan ${loanId}`,
  /** The ISTA status when the loan has none. */
  istaNone: 'Not started',
} as const;
