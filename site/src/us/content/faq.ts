/**
 * The /faq page (spec §2: seven accordion topics). The spec's originals were placeholder text;
 * these are short, real answers about the platform.
 */

/** One topic: a question and its answer's paragraphs. */
export interface FaqTopic {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly string[];
}

export const FAQ_PAGE = {
  title: 'Frequently asked questions',
  description:
    'Answers about ISPz: who it is for, how loans are traded and transferred, due diligence, fees, security and rewards.',
  eyebrow: 'FAQ',
  heading: 'You have questions? We have Answers!',
  lead: 'The questions borrowers, lenders and investors ask us most. Cannot find yours?',
  contact: 'Write to us',
} as const;

export const FAQ_TOPICS: readonly FaqTopic[] = [
  {
    id: 'what-is-ispz',
    question: 'What is ISPz?',
    answer: [
      'ISPz is a marketplace for home mortgages. Borrowers, lenders, investors, due-diligence firms and servicers work on one shared record of each loan instead of passing copies back and forth.',
    ],
  },
  {
    id: 'who-is-it-for',
    question: 'Who can use the platform?',
    answer: [
      'Borrowers and loan officers use it to apply and follow a loan to closing. Lenders and correspondent banks publish loan tapes and sell loans. Investors filter, pool and bid. Due-diligence and rating firms review loans, and servicers take them over after a sale.',
    ],
  },
  {
    id: 'how-trading-works',
    question: 'How is a loan bought and sold?',
    answer: [
      'A lender publishes a loan tape. Investors filter the loans, gather the ones they want into pools and place bids. The lender accepts a bid, a due-diligence firm reviews the loans, and ownership moves to the buyer once the review is complete.',
    ],
  },
  {
    id: 'due-diligence',
    question: 'What happens during due diligence?',
    answer: [
      'The reviewer checks each loan against its documents and raises a stipulation for anything missing or wrong. The lender answers on the same record. A loan cannot be transferred while its review is still open, so a buyer never receives a loan with unanswered questions.',
    ],
  },
  {
    id: 'data-security',
    question: 'How is my data protected?',
    answer: [
      'Only the parties to a loan can see its documents, and each sees only what their role allows. Passwords and secrets are stored as hashes, every change is recorded in an audit log that cannot be edited, and personal data never goes onto the ledger.',
    ],
  },
  {
    id: 'costs',
    question: 'What does it cost?',
    answer: [
      'Opening an account is free. Lenders and investors pay a small fee when a trade settles, agreed in their contract with us. Borrowers never pay ISPz to apply.',
    ],
  },
  {
    id: 'rewards',
    question: 'How do rewards work?',
    answer: [
      'You can earn reward tokens through our partner programme when you complete steps on time, such as uploading all your documents at once. Your rewards appear in your wallet under My Rewards once you are signed in.',
    ],
  },
];
