/**
 * The /term page: the terms of use, as sections with headings (the page draws a table of
 * contents from them). Plain words; the binding contract for trading is the one each
 * business signs when it joins.
 */

/** One section of the terms. */
export interface TermsSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export const TERMS_PAGE = {
  title: 'Terms of use',
  description: 'The terms that apply when you use the ISPz website and platform.',
  eyebrow: 'Legal',
  heading: 'Terms of use',
  updated: 'Last updated: November 2026',
  lead: 'These terms apply to everyone who visits the ISPz website or uses the platform. Please read them; by using ISPz you accept them.',
  contents: 'Contents',
  backToTop: 'Back to contents',
} as const;

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'who-we-are',
    heading: '1. Who we are',
    paragraphs: [
      'ISPz Inc. ("ISPz", "we") runs this website and the ISPz platform, a marketplace where mortgage loans are published, reviewed and traded. Our address is on the Contact page.',
    ],
  },
  {
    id: 'accounts',
    heading: '2. Your account',
    paragraphs: [
      'You must give true details when you sign up and keep them up to date. You are responsible for what happens under your account, so keep your password secret and tell us at once if you think someone else has used it.',
      'You must be at least 18 years old to open an account. A business account may only be opened by a person allowed to act for that business.',
    ],
  },
  {
    id: 'use-of-platform',
    heading: '3. Using the platform',
    paragraphs: [
      'Use ISPz only for lawful purposes and only for the role you registered for. Do not try to reach data you are not entitled to see, to disrupt the service, or to copy it in bulk.',
      'Information on the marketing pages is general. It is not financial, legal or tax advice, and no offer to buy or sell any loan or security is made on them.',
    ],
  },
  {
    id: 'trading',
    heading: '4. Trading and transfers',
    paragraphs: [
      'Bids, acceptances and transfers made on the platform are recorded in the order we receive them and are binding once confirmed. A loan changes owner only when the platform\u2019s rules allow it, including a completed due-diligence review.',
      'Each business that trades on ISPz also signs a participation agreement. Where that agreement and these terms differ, the agreement prevails.',
    ],
  },
  {
    id: 'privacy',
    heading: '5. Privacy and data',
    paragraphs: [
      'We process personal data only to run the service, to meet our legal duties and as described in our privacy notice. Loan documents are shown only to the parties to that loan and in line with their role.',
    ],
  },
  {
    id: 'rewards',
    heading: '6. Rewards',
    paragraphs: [
      'Reward tokens are provided by a partner programme and have no cash value unless that programme says otherwise. We may change or end a reward offer, but rewards already earned stay in your wallet.',
    ],
  },
  {
    id: 'intellectual-property',
    heading: '7. Our content',
    paragraphs: [
      'The website, the platform and the papers we publish belong to ISPz. You may read, download and share our papers for your own non-commercial use if you keep our name on them.',
    ],
  },
  {
    id: 'liability',
    heading: '8. Availability and liability',
    paragraphs: [
      'We work to keep ISPz available and accurate but cannot promise it will never be interrupted. To the extent the law allows, we are not liable for indirect losses, or for decisions you make based on data that another party published.',
    ],
  },
  {
    id: 'changes',
    heading: '9. Changes to these terms',
    paragraphs: [
      'We may update these terms. When we make an important change we will tell you on the website or by email before it takes effect. The date at the top shows when they last changed.',
    ],
  },
  {
    id: 'contact',
    heading: '10. Contact',
    paragraphs: ['Questions about these terms? Write to us from the Contact page and we will answer.'],
  },
];
