/**
 * /blockchain: the white paper (spec §1: loan records as NFTs, pools turned into mortgage-backed
 * securities; §2: the commerce home's white-paper button leads here). Written as a page to read.
 */
import type { InfoContent } from './types';

export const BLOCKCHAIN: InfoContent = {
  meta: {
    title: 'White paper',
    description:
      'The ISPz white paper: how records become tokens on a shared ledger, how loans pool into mortgage-backed securities, and who can see what.',
  },
  hero: {
    eyebrow: 'White paper',
    title: 'Records as tokens, pools as securities',
    lead: 'How ISPz uses a shared ledger to make trade and lending records that every party can check, and how those records become assets investors can buy.',
    illustration: 'ledger',
  },
  sections: [
    {
      heading: 'The problem',
      paragraphs: [
        'A loan, an order or a contract passes through many hands: the borrower or buyer, the lender or seller, reviewers, insurers, servicers and investors. Each keeps its own copy. Copies drift, documents go missing, and every new party checks everything again.',
        'That repetition is why a typical mortgage takes 30 to 45 days to close, and why most of the cost of trading loans is spent confirming what is already known.',
      ],
    },
    {
      heading: 'How the ledger works',
      tone: 'surface',
      steps: [
        {
          title: 'A record is created',
          text: 'When a loan is originated or an order placed, the platform stores the record and its documents with the parties entitled to see them.',
        },
        {
          title: 'Its fingerprint is written',
          text: 'A cryptographic fingerprint of the record — never the personal data itself — is written to the shared ledger with the time and the parties.',
        },
        {
          title: 'Changes add versions',
          text: 'Each change writes a new fingerprint linked to the last, so the whole history can be replayed and nothing is quietly overwritten.',
        },
        {
          title: 'Anyone entitled can check',
          text: 'A reviewer or investor compares the record they were given with the ledger and knows at once whether it is the one the parties agreed.',
        },
      ],
    },
    {
      heading: 'Records as NFTs',
      paragraphs: [
        'Each loan record is minted as a non-fungible token: a unique entry on the ledger that stands for that one loan. The token carries no personal data; it points to the record and says who owns it now.',
        'When a loan is sold, its token moves to the buyer in the same step as the ownership record, so the question “who owns this loan?” has one answer everywhere.',
      ],
    },
    {
      heading: 'From pools to mortgage-backed securities',
      tone: 'surface',
      paragraphs: [
        'Investors filter loans by FICO, LTV, debt-to-income and tenure, and gather them into a pool. Due-diligence firms review the pool on the platform, raising stipulations until every loan is cleared.',
        'A cleared pool can be securitized: its loans’ tokens back a mortgage-backed security whose cash flows follow the loans. Rating agencies see the same records the investors do, so the security’s story can be checked to the last loan.',
      ],
    },
    {
      heading: 'Who sees what',
      bullets: [
        'Personal and financial details stay off the ledger, in the platform’s records, shown only to parties with a role in the loan or order.',
        'The ledger holds fingerprints, owners and times — enough to prove a record, not enough to read it.',
        'Every view and change is recorded against the person who made it.',
      ],
    },
    {
      heading: 'What it changes',

      cards: [
        {
          glyph: 'clock',
          title: 'Faster closing',
          text: 'Checks already made are not made again: a closing cycle of 14 to 21 days instead of 30 to 45.',
        },
        {
          glyph: 'receipt',
          title: 'Fewer errors',
          text: 'One record instead of many copies removes most document errors.',
        },
        {
          glyph: 'chart',
          title: 'Lower cost',
          text: 'Less rework and faster settlement save basis points on every loan traded.',
        },
      ],
    },
  ],
  closing: {
    heading: 'See it for yourself',
    text: 'Open an account to trade on the platform, or ask us for a walkthrough.',
    actions: [
      { label: 'Join ISPz', to: '/join', kind: 'primary' },
      { label: 'Contact us', to: '/contact', kind: 'secondary' },
    ],
  },
};
