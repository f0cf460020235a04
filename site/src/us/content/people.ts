/**
 * The people on the leadership and team pages. They are fictional, drawn as monograms made
 * here (no photographs); the leaders' words feed the home page's "leaders in conversation".
 */

/** One person: shown as a card, their profile in a dialog. */
export interface Person {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly bio: string;
  /** Areas they lead or advise on. */
  readonly focus: readonly string[];
}

export const ADVISORY_BOARD: readonly Person[] = [
  {
    id: 'margaret-ellison',
    name: 'Margaret Ellison',
    title: 'Chair of the Advisory Board',
    bio: 'Margaret spent twenty-five years in mortgage banking, the last ten running capital markets at a regional lender. She advises ISPz on how loans are priced, pooled and sold.',
    focus: ['Capital markets', 'Loan sales'],
  },
  {
    id: 'daniel-okafor',
    name: 'Daniel Okafor',
    title: 'Advisor, Regulation and Compliance',
    bio: 'Daniel is a former compliance officer for consumer lending. He keeps our rules for ownership transfer and disclosure in step with what regulators expect.',
    focus: ['Consumer lending rules', 'Disclosure'],
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    title: 'Advisor, Securitization',
    bio: 'Priya structured residential mortgage-backed securities for over a decade. She shaped how ISPz carries loan-level data from a tape into a security.',
    focus: ['Securitization', 'Loan-level data'],
  },
  {
    id: 'thomas-berg',
    name: 'Thomas Berg',
    title: 'Advisor, Technology',
    bio: 'Thomas built settlement systems for exchanges. He reviews the design of our ledger and the way records change owner.',
    focus: ['Distributed ledgers', 'Settlement'],
  },
];

export const TEAM: readonly Person[] = [
  {
    id: 'elena-vasquez',
    name: 'Elena Vasquez',
    title: 'Chief Executive Officer',
    bio: 'Elena founded ISPz after years of watching good loans wait weeks for paperwork. She leads the company and its partnerships with lenders and investors.',
    focus: ['Strategy', 'Partnerships'],
  },
  {
    id: 'marcus-chen',
    name: 'Marcus Chen',
    title: 'Chief Technology Officer',
    bio: 'Marcus leads engineering. He designed the loan record that follows a mortgage from application to securitization.',
    focus: ['Platform', 'Security'],
  },
  {
    id: 'aisha-bello',
    name: 'Aisha Bello',
    title: 'Head of Lending Partnerships',
    bio: 'Aisha worked as a loan officer and an underwriter before joining ISPz. She brings lenders and correspondent banks onto the platform.',
    focus: ['Lenders', 'Correspondent banks'],
  },
  {
    id: 'jonas-lindqvist',
    name: 'Jonas Lindqvist',
    title: 'Head of Investor Relations',
    bio: 'Jonas traded whole loans for an asset manager. He works with investors on the data they need before they bid.',
    focus: ['Investors', 'Secondary market'],
  },
  {
    id: 'grace-whitfield',
    name: 'Grace Whitfield',
    title: 'Head of Due Diligence',
    bio: 'Grace ran third-party reviews for a due-diligence firm. She designed how stipulations are raised and cleared on ISPz.',
    focus: ['Due diligence', 'Quality control'],
  },
  {
    id: 'rahul-mehta',
    name: 'Rahul Mehta',
    title: 'Head of Product',
    bio: 'Rahul turns what borrowers, lenders and investors tell us into the next thing we build.',
    focus: ['Product', 'Research'],
  },
];

/** What the leaders say, for the home page's "leaders in conversation". */
export const CONVERSATIONS: readonly { readonly personId: string; readonly quote: string }[] = [
  {
    personId: 'elena-vasquez',
    quote:
      'A mortgage is a promise between many parties. When they all read the same record, the promise closes in days, not weeks.',
  },
  {
    personId: 'margaret-ellison',
    quote:
      'Investors pay for certainty. Loan-level data that nobody can quietly change is the certainty they have been missing.',
  },
  {
    personId: 'marcus-chen',
    quote:
      'We did not digitise the paper. We replaced the hand-offs, so a document is verified once and trusted everywhere.',
  },
];

/** Everyone, for looking a person up by id. */
export const PEOPLE: readonly Person[] = [...ADVISORY_BOARD, ...TEAM];

export const personById = (id: string): Person | undefined => PEOPLE.find((p) => p.id === id);

/** A person's place among everyone (their monogram's colour follows it, so neighbours differ). */
export const personIndex = (person: Person): number => PEOPLE.indexOf(person);
