/**
 * The words of the ISPz litepaper (the /download page's first paper): what the platform does
 * for each party of a home mortgage and how a loan moves from a lender's tape to an investor.
 */
import type { PaperSection } from './pdf-layout';

export const LITEPAPER_SECTIONS: readonly PaperSection[] = [
  {
    heading: 'Summary',
    blocks: [
      'A home mortgage passes through many hands: the borrower, a loan officer, a lender or correspondent bank, appraisers, title and insurance companies, third-party reviewers, a servicer, and finally the investors of the secondary market. Each keeps its own copy of the loan, and most of the time spent closing and selling a loan goes into reconciling those copies.',
      'ISPz gives all of them one shared loan record. Every document, check and change of owner is written to that record once, in order, and every party with a right to see it reads the same thing. This paper explains how the record is built, how loans are traded on it, and what the parties gain.',
    ],
  },
  {
    heading: 'The problem we set out to solve',
    blocks: [
      'A typical US mortgage takes 30 to 45 days to close. Much of that time is not underwriting; it is waiting: for documents to be re-sent, for figures in one system to be matched against another, for a reviewer to find out which version of a file is current.',
      'The same friction follows the loan after closing. When a lender sells loans, the buyer receives a loan tape, a spreadsheet of loan-level data, and must check it against the documents before bidding. Differences are found late, prices are cut, and trades fall through.',
    ],
  },
  {
    heading: 'One record per loan',
    blocks: [
      'On ISPz each loan is a record with a history. The lender publishes it; documents are attached at the stage they belong to; due-diligence firms raise stipulations against it and the lender answers them on the record. Nothing is overwritten: a correction is a new entry that points at the one it replaces.',
      'Records can be represented as tokens on a ledger, so that ownership is unambiguous and a transfer is a single, final event. Personal data stays off the ledger and is shown only to the parties the rules allow.',
      {
        bullets: [
          'Verification happens once and is visible to everyone with access, instead of being repeated by every buyer.',
          'Every party sees the same figures, so a price is agreed on facts rather than on a spreadsheet copy.',
          'The full history of a loan is available for audit at any time.',
        ],
      },
    ],
  },
  {
    heading: 'How a loan is traded',
    blocks: [
      {
        bullets: [
          'Publish: a lender uploads a loan tape. Each row is checked and becomes a loan record; problems are reported by row and field.',
          'Filter and pool: investors filter the published loans by their own criteria and gather the ones they want into a pool.',
          'Bid: investors bid on a tape or a pool. Bids are recorded with their time and amount, in whole cents, and the lender sees them side by side.',
          'Due diligence: the lender appoints a due-diligence firm, which reviews the loans and raises stipulations. A loan cannot change owner while its review is open.',
          'Transfer: when the rules allow, ownership moves to the buyer in one transaction. A loan already transferred cannot be sold twice.',
          'Securitize: pools of performing loans can be packaged as mortgage-backed securities, with the loan-level history attached.',
        ],
      },
    ],
  },
  {
    heading: 'What each party gains',
    blocks: [
      'Borrowers see where their application stands and are not asked for the same document twice. Loan officers and lenders close faster because checks run once and their results travel with the loan. Investors bid on verified data and can trace every figure to its document. Reviewers work from a single list of open questions. Servicers receive a complete file on the day the loan is transferred to them.',
      'Across the process we aim for up to 70% less processing work, over 90% fewer document errors, and a loan cycle of 14 to 21 days.',
    ],
  },
  {
    heading: 'Rewards and protection',
    blocks: [
      'Participants can earn reward tokens through a partner programme when they complete steps on time, for example a borrower who uploads all documents in one go. Rewards are recorded in the user\u2019s wallet on the platform.',
      'Security is part of the design: secrets are stored only as hashes, every change of state is checked against the rules of the trade before it is written, and each change is kept in an audit log that cannot be edited.',
    ],
  },
  {
    heading: 'Getting started',
    blocks: [
      'Lenders and investors can open an account at no cost and try the platform with sample tapes. To talk to us about your portfolio, use the Get Connected form on our site or write to us from the Contact page.',
    ],
  },
];
