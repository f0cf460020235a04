/**
 * The loan-pool pages' own words: titles, the persona and read-only sentences, tab and section
 * names, and the invoices page's plain statement. The widgets' texts (spec §2, §8) are their
 * own; nothing here repeats one.
 */
import type { WorkspaceSection } from './workspace-sections';

export const LOAN_POOL_TEXT = {
  title: 'Loan Pool',
  description: 'Loan tapes, loan records, bids, due diligence, approvals and transfers.',
  lead: 'Trade loans: tapes, your pool, bids, due diligence and approvals.',
  navLabel: 'Loan pool pages',
  nav: {
    workspace: 'Workspace',
    summary: 'Pool summary',
    invoices: 'Pool invoices',
  },
  persona: (name: string) => `You are working as ${name}.`,
  noPersona:
    'You have no approved loan persona, so you act for the platform: you see the loan tapes and their decisions, not a party’s own screens.',
  readOnly: 'This page is read-only for you: you can look at everything, and every action on it is disabled.',
  tabsLabel: 'Loan pool tasks',
  sections: {
    tapes: 'Loan Tapes',
    import: 'Import Loan Files',
    records: 'Loan Records',
    bidding: 'Bidding',
    dueDiligence: 'Due Diligence',
    approvals: 'Approvals',
    notifications: 'Notifications',
  } satisfies Record<WorkspaceSection, string>,
  intro: {
    tapes: 'Open a tape to see its loans; a lender selects listed loans there and opens them for bidding.',
    import:
      'Import a loan tape: pick the column mapping, choose the file, and read the edit report of what was staged.',
    records:
      'Filter your loans, add them to or remove them from your pool, and open their stipulations, documents and transfers from the table.',
    bidding: 'The loans open for bidding, with your bids; place a bid in its row or upload bids in bulk.',
    dueDiligence: 'Start, choose and follow the due-diligence reviews of your tapes.',
    approvals: 'Decide the prices of a tape’s loans and the purchases that wait for your approval.',
    notifications: 'What happened on your tapes, newest first.',
  } satisfies Record<WorkspaceSection, string>,
  tapeLabel: 'Tape',
  tapePlaceholder: 'Choose a tape',
  noTapes: 'There are no tapes to choose from yet.',
  chooseTape: 'Choose a tape to see its records.',
  stakeholderHeading: 'Records, approval for bid amount',
  purchaseHeading: 'Purchase approvals',
  ddChosen: (tape: string) => `Due diligence on ${tape}`,
  startDd: 'Start DD',
  selectDd: 'Select DD',
  viewDd: 'DD FULL REVIEW',
  generateTape: 'Generate the tape',
  finalDocs: 'Upload final docs',
  summary: {
    title: 'Pool summary',
    description: 'Your loan pool: totals, the info table and the strats as charts.',
    lead: 'Your pool at a glance; filter and select loans below to analyse just those.',
    whole: 'Pool Summary',
    selected: (count: number) =>
      count === 1
        ? 'Summary of 1 selected loan'
        : `Summary of ${count.toLocaleString('en-US')} selected loans`,
    pickHeading: 'Analyse chosen loans',
    noLoans:
      'You see no loans in your current role, so you have no pool to summarise. A lender, an investor or a due-diligence firm sees its own.',
  },
  invoices: {
    title: 'Pool invoices',
    description: 'Invoices for pool purchases.',
    unavailable: 'The platform does not issue invoices for pool purchases: there is no invoice to show here.',
    pointer:
      'What a purchase costs and whether it was approved is in the purchase approvals of the loan pool workspace.',
    link: 'Go to the purchase approvals',
  },
} as const;
