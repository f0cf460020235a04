/**
 * The words of the US home pages (spec §2 US home): the spec's labels word for word (hero,
 * HOW IT WORKS and its tabs, FASTER / SMARTER / ECONOMICAL, KNOW MORE, the FAQ banner), our
 * own sentences around them. /home2 and /home3 read their heroes from here too.
 */
import { FIGURES } from './figures';
import { ROLES } from './roles';

export const HOME_META = {
  title: 'ISPz',
  description:
    'ISPz simplifies the home mortgage ecosystem: verified loan records, validated loan tapes and faster closing for borrowers, lenders and investors.',
} as const;

export const HERO = {
  eyebrow: 'Blockchain-based home mortgage ecosystem',
  title: 'SIMPLIFYING THE HOME MORTGAGE ECOSYSTEM',
  lead: 'Borrowers, lenders, investors and every party between them work on one verified record of each loan, so a mortgage closes in days and sells with its history intact.',
  primary: { label: 'GET CONNECTED', to: '/connect' },
} as const;

export const HOW_IT_WORKS = {
  title: 'HOW IT WORKS',
  lead: 'Four steps take a loan from application to a security an investor can hold.',
  label: 'How ISPz works, step by step',
  tabs: [
    {
      value: 'tokenisation',
      label: 'Asset tokenisation',
      title: 'Every loan becomes a digital record',
      body: 'When a loan is made, its record is written as a token on the ledger: the terms, the property, the documents and who owns it. The record, not a paper file, is what moves from here on.',
      points: [
        'Loan records as NFTs',
        'Documents attached to the record',
        'Ownership that only changes by the rules',
      ],
    },
    {
      value: 'verification',
      label: 'Instant verification & transfer',
      title: 'Verified once, trusted by everyone',
      body: 'Income, identity and property documents are verified as they arrive. Title, insurance and appraisal add to the same record, and transfers settle on it.',
      points: [
        `${FIGURES.processingReduction.value} ${FIGURES.processingReduction.label}`,
        `${FIGURES.documentErrors.value} ${FIGURES.documentErrors.label}`,
        'Transfers settle on the record',
      ],
    },
    {
      value: 'tapes',
      label: 'Validated loan exposure tapes',
      title: 'Loan tapes investors can rely on',
      body: 'Lenders publish loans as tapes validated field by field against the records. Investors filter them by FICO, LTV, debt to income and tenure, and pool what fits.',
      points: [
        'Loan-level data, validated',
        'Due diligence on the same tape',
        'Stipulations raised and cleared in one place',
      ],
    },
    {
      value: 'securitization',
      label: 'Securitization & sales',
      title: 'Pools become securities',
      body: 'Pools of verified loans are turned into mortgage-backed securities that keep their loan-level history, and are sold on the platform to investors.',
      points: [
        'Pools from validated tapes',
        'Bids confirmed on the platform',
        'A full history in every security',
      ],
    },
  ],
} as const;

/** The three image links into the /business slider: their slide indexes are the spec's. */
export const ROLE_LINKS = {
  title: 'Built for every party to a mortgage',
  lead: 'See what changes for you.',
  links: [0, 3, 8].map((index) => ({
    index,
    name: ROLES[index]?.name ?? '',
    art: ROLES[index]?.art ?? 'borrower',
  })),
} as const;

export const STATISTICS = {
  title: 'ISPz in numbers',
  lead: 'What lenders and borrowers see when a mortgage runs on one record.',
  comparisonTitle: 'Closing time',
} as const;

export const PILLARS = {
  title: 'Why ISPz',
  items: [
    {
      name: 'FASTER',
      body: `A loan cycle of ${FIGURES.cycle.value} where ${FIGURES.typicalClose.value} is typical: documents are verified once and every party works from the same record.`,
    },
    {
      name: 'SMARTER',
      body: 'Loan-level data that is validated at the source, so due diligence, pricing and servicing start from facts.',
    },
    {
      name: 'ECONOMICAL',
      body: `Fewer hand-offs and fewer errors save ${FIGURES.savings.value} on the cost of a loan.`,
    },
  ],
  knowMore: { label: 'KNOW MORE', to: '/business?scroll=true&index=0' },
} as const;

export const POPUP_CARDS = {
  title: 'For investors and the capital markets',
  open: 'Learn more',
  close: 'Close',
  cards: [
    {
      id: 'investor',
      title: 'Investors',
      summary: 'Bid on loans with the whole file in view.',
      body: [
        'Browse loan tapes published by lenders, filter them by FICO, LTV, debt to income and tenure, and save the filters you use most.',
        'Build a pool, ask a due-diligence firm for a full review, and place bids that the lender approves on the platform. Ownership changes only when the rules allow.',
      ],
    },
    {
      id: 'securitization',
      title: 'Securitization',
      summary: 'Turn loan pools into mortgage-backed securities.',
      body: [
        'Pools built from validated tapes carry their loan-level history into the security: documents, reviews, stipulations and every change of owner.',
        'Rating agencies and buyers read the same records the lender wrote, so the security is priced on facts rather than on a summary.',
      ],
    },
  ],
} as const;

export const FAQ_BANNER = {
  title: 'You have questions? We have Answers!',
  link: { label: 'Visit our FAQ’s', to: '/faq' },
} as const;

export const REWARDS = {
  title: 'Rewards for getting it done',
  body: 'Borrowers and professionals earn reward tokens from our third-party rewards partner as a loan reaches its milestones: an application complete, documents verified, a loan closed.',
  points: ['Tokens at each milestone', 'Redeemable with our rewards partner', 'Seen in your wallet on ISPz'],
  link: { label: 'Open My Rewards', to: '/dashboard/wallet/rewards' },
} as const;

export const PROTECTION = {
  title: 'Protection built into the record',
  body: 'A loan record on the ledger cannot be quietly altered. Every document, review and change of owner is written with who made it and when.',
  points: [
    'Tamper-evident loan history',
    'Access by role: each party sees what it should',
    'Secrets stored hashed, never in the open',
  ],
} as const;

export const LEADERS = {
  title: 'Leaders in conversation',
  lead: 'Why we are rebuilding how a mortgage moves.',
  link: { label: 'Meet our leadership', to: '/leadership' },
} as const;
