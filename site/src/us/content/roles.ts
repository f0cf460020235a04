/**
 * The ten roles of the mortgage ecosystem shown by the /business slider (spec §1's parties).
 * Their order is fixed by the links that point into the slider: index 0 is the Borrower,
 * 3 the Lender and 8 the Secondary Market (spec §2 US home).
 */

import type { RoleArtName as RoleArt } from '../../kit/illustrations/role-art';
import { FIGURES } from './figures';

/** One slide of the roles slider. */
export interface Role {
  readonly name: string;
  readonly art: RoleArt;
  readonly headline: string;
  readonly body: string;
  readonly benefits: readonly string[];
}

export const ROLES: readonly Role[] = [
  {
    name: 'Borrower',
    art: 'borrower',
    headline: 'Your home loan, without the paper chase',
    body: 'Apply once, share verified documents with every party that needs them, and follow each step of your loan as it happens.',
    benefits: [
      'One verified profile for every lender',
      'Status of your loan at any hour',
      'Reward tokens as milestones are met',
    ],
  },
  {
    name: 'Loan Officer',
    art: 'officer',
    headline: 'Spend your day on borrowers, not on chasing files',
    body: 'Documents arrive verified and stay in one record, so files move to underwriting complete and on time.',
    benefits: [
      'Instant verification of income and identity',
      'Fewer conditions sent back',
      'A clear queue of what is pending',
    ],
  },
  {
    name: 'Correspondent Bank',
    art: 'bank',
    headline: 'Sell closed loans the day they close',
    body: 'Publish loans as validated tapes that buyers can trust, and settle the sale on the same record the loan was made on.',
    benefits: [
      'Tapes validated field by field',
      'Faster funding of your pipeline',
      'A full audit trail for every loan',
    ],
  },
  {
    name: 'Lender',
    art: 'lender',
    headline: 'Originate, fund and sell from one ledger',
    body: 'Every loan becomes a digital record with its documents and history, ready for due diligence and transfer the moment it funds.',
    benefits: [
      `${FIGURES.processingReduction.value} ${FIGURES.processingReduction.label}`,
      'Loan tapes investors can bid on',
      'Transfers only when the rules allow',
    ],
  },
  {
    name: 'Investor',
    art: 'investor',
    headline: 'Buy loans you can see into',
    body: 'Filter loan tapes by FICO, LTV and debt to income, pool what fits your mandate, and bid with the documents in front of you.',
    benefits: [
      'Loan-level data, not summaries',
      'Due diligence on the same record',
      'Bids confirmed on the platform',
    ],
  },
  {
    name: 'Title & Insurance',
    art: 'title',
    headline: 'Clear title with less back and forth',
    body: 'See the property and loan record the lender sees, and add your commitments and policies to it directly.',
    benefits: [
      'Shared documents, one version',
      'Fewer errors in closing packages',
      'Earlier sight of each closing',
    ],
  },
  {
    name: 'Appraiser',
    art: 'appraiser',
    headline: 'Deliver a valuation once, to everyone who needs it',
    body: 'Your report is attached to the loan record and travels with the loan when it is pooled or sold.',
    benefits: [
      'Orders arrive with the property data',
      'Reports stay with the loan',
      'Payment milestones on record',
    ],
  },
  {
    name: 'Third-Party Reviewer',
    art: 'reviewer',
    headline: 'Review loans, raise stipulations, close them out',
    body: 'Due-diligence firms review loan files on the platform, raise stipulations against a loan and clear them with the lender in one thread.',
    benefits: [
      'Full review with every document',
      'Stipulations tracked to closure',
      'Findings attached to the tape',
    ],
  },
  {
    name: 'Secondary Market',
    art: 'market',
    headline: 'From loan pools to mortgage-backed securities',
    body: 'Pools of verified loans become securities with their loan-level history intact, so buyers price risk on facts.',
    benefits: [
      'Pools built from validated tapes',
      'Securitization with loan-level data',
      'Ownership changes on record',
    ],
  },
  {
    name: 'Servicer',
    art: 'servicer',
    headline: 'Take on servicing with the whole file',
    body: 'When a loan is sold its servicing record moves with it: payment history, escrow balance and documents, nothing lost in transfer.',
    benefits: [
      'Complete boarding data',
      'Escrow and payment history included',
      'One record after every sale',
    ],
  },
];

/** The words of the /business page around its slider. */
export const BUSINESS = {
  meta: {
    title: 'For business',
    description:
      'What ISPz changes for each of the ten roles of a home mortgage, from the borrower to the secondary market.',
  },
  eyebrow: 'Who ISPz is for',
  title: 'One ecosystem, ten roles',
  lead: 'Every party to a home mortgage works on the same verified record. Choose a role to see what changes for it.',
  sliderLabel: 'Roles in the mortgage ecosystem',
  pickerLabel: 'Choose a role',
  previous: 'Previous role',
  next: 'Next role',
  /** The slide's place: '4 of 10'. */
  place: (at: number, of: number) => `${at} of ${of}`,
  allTitle: 'Every role, one record',
  allLead: 'What each party gains when a loan is written once and shared by right.',
  showRole: 'View',
  cta: { title: 'Bring your part of the mortgage to ISPz', label: 'GET CONNECTED', to: '/connect' },
} as const;
