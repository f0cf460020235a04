/**
 * The protected pages outside the dashboard (spec §2: /smarthire, /supplychain,
 * /supplychain/manage): what each is, and that the site does not have its screens yet. The
 * spec names the routes only; these sentences are ours.
 */

export interface ProtectedPageText {
  readonly title: string;
  readonly description: string;
  readonly what: string;
}

export const PROTECTED_TEXT = {
  notYet:
    'This area is not available in the site yet: its screens have not been built, so there is nothing to show here.',
  toDashboard: 'Go to your dashboard',
  pages: {
    smarthire: {
      title: 'SmartHire',
      description: 'SmartHire: hire equipment and assets from businesses on ISPz.',
      what: 'SmartHire is where you hire equipment and other assets from the businesses on the platform, and where businesses offer theirs for hire.',
    },
    supplyChain: {
      title: 'Supply Chain',
      description: 'Supply Chain: follow goods from producer to buyer on ISPz.',
      what: 'Supply Chain follows goods from the producer to the buyer: each step, who handled it and when.',
    },
    supplyChainManage: {
      title: 'Manage Supply Chain',
      description: 'Manage Supply Chain: set up the participants and steps of your supply chain on ISPz.',
      what: 'Manage Supply Chain is where a business sets up its supply chain: the participants, the steps goods pass through and what is recorded at each.',
    },
  } satisfies Record<string, ProtectedPageText>,
} as const;
