/**
 * The words of the sign-in pages: each page's title and meta description and the brand panel
 * beside its form. The forms' own labels and messages are the widgets' (widgets/auth, spec §5);
 * these are the site's around them, the same in the US and the commerce build.
 */

/** One sign-in page's words. */
export interface AuthPageContent {
  /** The tab's title. */
  readonly title: string;
  /** The meta description. */
  readonly description: string;
  /** The brand panel's heading (the page's h1) and its sentence. */
  readonly heading: string;
  readonly lead: string;
}

/** The sign-in pages by name. */
export type AuthPageName =
  | 'login'
  | 'signup'
  | 'registerBusiness'
  | 'registerPartner'
  | 'forgotPassword'
  | 'verifyMobile'
  | 'completeRegistration';

export const AUTH_PAGE_CONTENT: Readonly<Record<AuthPageName, AuthPageContent>> = {
  login: {
    title: 'Log in',
    description: 'Log in to ISPz with your email or mobile number to trade loans, pools and tapes.',
    heading: 'Welcome back',
    lead: 'Your tapes, bids and due diligence are where you left them.',
  },
  signup: {
    title: 'Sign up',
    description: 'Create your ISPz account with your name, mobile number and a one-time code.',
    heading: 'Join the marketplace',
    lead: 'One account for lenders, investors and the firms that review their loans.',
  },
  registerBusiness: {
    title: 'Register your business',
    description: 'Register your business on ISPz to publish loan tapes and trade with investors.',
    heading: 'Bring your business',
    lead: 'Publish loan tapes, receive bids and transfer loans when the rules allow.',
  },
  registerPartner: {
    title: 'Create Your Account',
    description: 'Create your ISPz account through a partner marketplace, as a person or as a business.',
    heading: 'Join through your marketplace',
    lead: 'One account for the marketplace you came from and for ISPz.',
  },
  forgotPassword: {
    title: 'Reset your password',
    description: 'Reset your ISPz password with a one-time code sent to your mobile number or email.',
    heading: 'Forgot your password?',
    lead: 'We send a one-time code; enter it with your new password and you are back in.',
  },
  verifyMobile: {
    title: 'Verify your mobile number',
    description: 'Confirm the mobile number of your ISPz account with a one-time code.',
    heading: 'One more step',
    lead: 'Confirm your mobile number so we can reach you about your trades.',
  },
  completeRegistration: {
    title: 'Complete your registration',
    description: 'Finish signing up to ISPz with your mobile number and a one-time code.',
    heading: 'Almost there',
    lead: 'Add your mobile number to finish creating your account.',
  },
};

/** The brand panel's three short points, under every form. */
export const AUTH_BRAND_POINTS: readonly string[] = [
  'Loan records kept on a shared ledger',
  'Bids, stipulations and transfers in one place',
  'Your session stays in this browser only',
];

/** The illustration's description for assistive technology. */
export const AUTH_ILLUSTRATION_LABEL = 'Loan tapes moving between a lender and an investor';
