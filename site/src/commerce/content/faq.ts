/** /faq: the commerce build's questions and answers (spec §2), drawn as an accordion. */
import type { InfoContent } from './types';

export interface FaqTopic {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly string[];
}

export const FAQ_PAGE: Pick<InfoContent, 'meta' | 'hero'> & {
  readonly heading: string;
  readonly more: string;
} = {
  meta: {
    title: 'FAQ',
    description:
      'Answers to common questions about the ISPz marketplace: accounts, credentials, payments, orders, rewards and contracts.',
  },
  hero: {
    eyebrow: 'Help',
    title: 'Frequently asked questions',
    lead: 'Short answers to what members ask us most. If yours is not here, write to us.',
    illustration: 'people',
    actions: [{ label: 'Contact us', to: '/contact', kind: 'secondary' }],
  },
  heading: 'Questions and answers',
  more: 'Still stuck? The Contact page reaches our support team.',
};

export const FAQ: readonly FaqTopic[] = [
  {
    id: 'account',
    question: 'How do I open an account?',
    answer: [
      'Choose Sign up, enter your name and mobile number, and confirm the five-digit code we send you. To sell, register your business as well — from the same account.',
    ],
  },
  {
    id: 'personal-business',
    question: 'Can I use one account for myself and my business?',
    answer: [
      'Yes. One login switches between your personal context, each business you belong to, and each ecosystem you run. What you do is recorded against the context you chose.',
    ],
  },
  {
    id: 'credentials',
    question: 'What are credentials, and who sees mine?',
    answer: [
      'A credential is a verified fact about you or your business — a registration, a licence, a rating — issued by whoever is entitled to issue it. Nobody sees one unless you share it or approve their request.',
    ],
  },
  {
    id: 'payment-safety',
    question: 'When does the seller get my money?',
    answer: [
      'Your payment is held while the order is on its way and paid to the seller once it is delivered and the return window has passed. If the order is cancelled, it comes back to you.',
    ],
  },
  {
    id: 'returns',
    question: 'How do I cancel or return an order?',
    answer: [
      'Cancel free of charge until the order ships; return most goods within 7 days of delivery. The Cancellation & Returns policy has the details, including hires.',
    ],
  },
  {
    id: 'rewards',
    question: 'How do Paza rewards work?',
    answer: [
      'Share your referral code. When someone you invited completes their first trade, your reward moves from Eligible to Earned, then to Paid when the credits reach your wallet.',
    ],
  },
  {
    id: 'estamp',
    question: 'What is a contract with E-Stamp?',
    answer: [
      'A contract whose stamp duty is paid online before the parties sign. It is available for twelve kinds of agreement in Karnataka and Tamil Nadu; see the E-Stamp Terms.',
    ],
  },
  {
    id: 'invoices',
    question: 'Where do I find my invoices?',
    answer: [
      'Log in and open Orders: every order and hire has its invoice there, which you can view and print.',
    ],
  },
];
