/** The words of /about, /leadership, /team and the Vision page (spec §2 US build). */

export const ABOUT = {
  meta: {
    title: 'About us',
    description:
      'ISPz builds a blockchain-based home mortgage ecosystem where every party works from one verified loan record.',
  },
  eyebrow: 'About ISPz',
  title: 'We make mortgages move at the speed of trust',
  lead: 'ISPz is a marketplace and finance platform. Its mortgage ecosystem connects borrowers, lenders, investors and the professionals between them on one verified record of each loan.',
  storyTitle: 'Why we started',
  story: [
    'A home loan passes through a dozen hands: loan officers, banks, title and insurance companies, appraisers, reviewers, servicers and investors. Each keeps its own copy of the file, and each copy has to be checked again.',
    'We built ISPz so that a document is verified once and trusted everywhere. A loan becomes a record on a ledger; its documents, reviews and owners are written to it; and it can be pooled and sold without losing its history.',
  ],
  valuesTitle: 'What we hold to',
  values: [
    {
      name: 'One record',
      body: 'Every party reads the same loan, so nobody re-keys or re-checks what is already verified.',
    },
    {
      name: 'Rules, not favours',
      body: 'A loan changes owner only when the platform’s rules allow it, and the change is on record.',
    },
    {
      name: 'Open to every party',
      body: 'Borrowers, professionals and investors each get the view of the loan their role needs.',
    },
  ],
  figuresTitle: 'Where we are today',
  cta: {
    title: 'Work with us',
    body: 'Lenders, investors and service providers join the ecosystem through one conversation.',
    label: 'Contact us',
    to: '/contact',
  },
} as const;

export const LEADERSHIP = {
  meta: {
    title: 'Leadership',
    description: 'The advisory board and the team leading ISPz, and what each of them brings.',
  },
  title: 'Leadership',
  lead: 'The people building ISPz and the advisors who keep us honest. Select a person to read their profile.',
  advisoryTitle: 'Advisory Board',
  teamTitle: 'Our Team',
  /** The accessible name of a person's card button (it starts with the name it shows). */
  openProfile: (name: string, title: string) => `${name}, ${title}: read the profile`,
  close: 'Close',
  focusTitle: 'Focus',
} as const;

export const TEAM_PAGE = {
  meta: {
    title: 'Our team',
    description: 'Meet the team that builds and runs the ISPz mortgage ecosystem.',
  },
  title: 'Our team',
  lead: 'Mortgage bankers, engineers and investors who have sat on every side of a home loan.',
  advisoryLink: { label: 'See the advisory board', to: '/leadership' },
} as const;

export const VISION = {
  meta: {
    title: 'Our vision',
    description:
      'The ISPz vision: a home mortgage ecosystem where every loan is one verified record, from application to security.',
  },
  eyebrow: 'Vision',
  title: 'A mortgage that every party can trust at a glance',
  lead: 'We see a market where a loan’s record is its proof: verified at the source, shared by right, and carried whole from the borrower to the investor.',
  pillarsTitle: 'What that means',
  pillars: [
    {
      name: 'For borrowers',
      body: 'Applying once, closing in weeks rather than months, and being rewarded along the way.',
    },
    {
      name: 'For professionals',
      body: 'Work that starts from verified facts, with fewer conditions and fewer errors.',
    },
    {
      name: 'For investors',
      body: 'Loans and securities priced on loan-level data that nobody can quietly change.',
    },
  ],
  roadTitle: 'From application to security, on one record',
  roadLead: 'The path every loan on ISPz takes, and the one we are building the whole market around.',
  teamButton: { label: 'ISPz Leadership Team', to: '/team' },
  teamLead: 'The people turning this vision into a working market.',
} as const;
