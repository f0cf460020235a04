/**
 * The words of a tenant's landing page (spec §1 tenant mode). The tenant config (§3) gives the
 * title, logo, colours and features; these sentences frame them, with the tenant's title put
 * in, so any mapped host reads as its own. One card per feature switch the platform knows.
 */
import type { Build } from '../../app/boot';

/** A feature switch of the tenant config (`features`) and its card. */
export interface FeatureText {
  readonly key: 'loanTrading' | 'smartHire' | 'supplyChain' | 'rewards' | 'marketplace';
  readonly title: string;
  readonly text: string;
  /** Where the card leads in each build; null where the build has no such page. */
  readonly path: Readonly<Record<Build, string | null>>;
}

const both = (path: string) => ({ us: path, commerce: path });

/** The features in the order the landing shows them. */
export const FEATURE_TEXT: readonly FeatureText[] = [
  {
    key: 'loanTrading',
    title: 'Loan trading',
    text: 'Publish loan tapes, pool loans, bid on them and transfer them once due diligence is done.',
    path: both('/dashboard/loanPool'),
  },
  {
    key: 'smartHire',
    title: 'SmartHire',
    text: 'Hire equipment and other assets from the businesses of the network, or offer yours.',
    path: both('/smarthire'),
  },
  {
    key: 'supplyChain',
    title: 'Supply chain',
    text: 'Follow produce and goods from the grower to the buyer, step by step.',
    path: both('/supplychain'),
  },
  {
    key: 'rewards',
    title: 'Rewards',
    text: 'Earn reward tokens when the people you refer join and trade, and see them in your wallet.',
    path: both('/dashboard/wallet/rewards'),
  },
  {
    key: 'marketplace',
    title: 'Marketplace',
    text: 'Buy and sell goods among the members of the network.',
    path: { us: null, commerce: '/market' },
  },
];

export const LANDING_TEXT = {
  description: (title: string) => `${title}: finance, trade and grow together on the ISPz platform.`,
  eyebrow: (title: string) => `Welcome to ${title}`,
  lead: (title: string) =>
    `${title} brings its members finance, trade and the tools to run their business together, on one secure platform.`,
  logoAlt: (title: string) => `${title} logo`,
  logIn: 'Log In',
  signUp: 'Sign Up',
  dashboard: 'Go to your dashboard',
  featuresHeading: (title: string) => `What you can do on ${title}`,
  featuresLead: 'Sign in to open any of these; they are part of your account.',
  stepsHeading: 'Get started in three steps',
  steps: [
    { title: 'Sign up', text: 'Give your name, email and mobile number, and choose a password.' },
    { title: 'Verify', text: 'Enter the code we send you to confirm it is really you.' },
    { title: 'Start', text: 'Open your dashboard and pick the area you need.' },
  ],
  ctaHeading: (title: string) => `Ready to join ${title}?`,
} as const;
