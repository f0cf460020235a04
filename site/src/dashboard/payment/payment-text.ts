/** The payments page's words (the spec names the area, not its texts). */
export const PAYMENT_TEXT = {
  title: 'Payments',
  description: 'The hires and stamp duty you paid or were paid on the platform.',
  lead: 'What you paid, and what was paid to you, through the platform’s payment provider.',
  hireHeading: 'Hire payments',
  hireNote: 'Hires on SmartHire, as hirer or as the asset’s owner, newest first.',
  hireEmpty: 'You have no hire payments yet.',
  stampHeading: 'Stamp duty',
  stampNote: 'Contracts on E-Stamp paper whose stamp duty has been paid. The contract’s creator pays it.',
  stampEmpty: 'No stamp duty has been paid on your contracts.',
  missingHeading: 'Not on the platform yet',
  missing:
    'Invoices, payouts, settlements and subscription payments are not available on the platform yet, so this page cannot show them.',
  credits: 'Reward credits are points rather than payments; they are in your',
  walletLink: 'wallet',
  col: {
    paidOn: 'Paid on',
    hire: 'Hire',
    purpose: 'Purpose',
    direction: 'Direction',
    amount: 'Amount',
    paymentId: 'Payment id',
    contract: 'Contract',
    state: 'Stamp duty state',
    payer: 'Paid by',
    status: 'Contract status',
  },
  paid: 'You paid',
  received: 'Paid to you',
  you: 'You',
  counterparty: 'The other party',
  /** The hire's days, e.g. 'Jan 5th, 2026 – Jan 7th, 2026 (3 days)'. */
  days: (from: string, to: string, days: number) =>
    `${from} – ${to} (${days} ${days === 1 ? 'day' : 'days'})`,
} as const;
