/**
 * The words of the Country as a Platform paper (the /download page's second paper): shared
 * digital rails for identity, property, payments and trade, and the ecosystems built on them.
 */
import type { PaperSection } from './pdf-layout';

export const COUNTRY_PAPER_SECTIONS: readonly PaperSection[] = [
  {
    heading: 'Summary',
    blocks: [
      'Roads, ports and power lines let a country\u2019s businesses trade. Today the same role is played by digital rails: a way to prove who you are, what you own, that you paid, and that a contract was signed and stamped. Where these rails are shared and open, new services are cheap to build and safe to use. Where every company must build its own, most never get built.',
      'This paper describes the rails we think matter most, the principles that keep them trustworthy, and how ISPz ecosystems, from home mortgages to automotive marketplaces, run on top of them.',
    ],
  },
  {
    heading: 'Four shared rails',
    blocks: [
      {
        bullets: [
          'Identity and credentials: a person or business holds verified credentials in a wallet and shares them with consent, instead of uploading the same documents to every provider.',
          'Property and asset records: land, homes, vehicles and equipment have one record of ownership, so a sale, a loan or a rental starts from a known owner.',
          'Payments: money moves between wallets and accounts in real time, with a receipt both sides can trust.',
          'Contracts and stamps: agreements are signed digitally and the stamp duty is paid and recorded with them, so a contract is enforceable from the moment it is signed.',
        ],
      },
    ],
  },
  {
    heading: 'Principles',
    blocks: [
      {
        bullets: [
          'Consent first: data about a person moves only when they agree, and they can see who asked for it.',
          'Open interfaces: any licensed business can connect on the same terms, so competition happens in the services, not in access to the rails.',
          'Minimal data: a credential proves what is needed (over 18, owner of this plot) without revealing everything else.',
          'Auditability: every change of state is recorded in order and can be checked later by the parties and by regulators.',
        ],
      },
    ],
  },
  {
    heading: 'Ecosystems on the rails',
    blocks: [
      'An ecosystem is a group of businesses that serve the same customer journey: buying a home, buying a car, renting farm equipment, financing an invoice. On ISPz an ecosystem has an owner who sets its rules and branding, and members (sellers, partners, lenders) who join with their verified credentials.',
      'Because identity, assets and payments are shared, a customer who signs in once can move between the businesses of an ecosystem without starting over. A lender in a car marketplace sees the vehicle\u2019s record and the buyer\u2019s shared credentials; a farm cooperative can hire out machinery with the contract stamped and the payment held until the job is done.',
    ],
  },
  {
    heading: 'Trade finance and small businesses',
    blocks: [
      'Small businesses are often refused credit not because they are risky but because their risk cannot be seen. When invoices, orders and payments flow over shared rails, a supplier can show a verified history of trade and borrow against its invoices at a fair price. Lenders can fund many small loans with the same care they give to a few large ones.',
    ],
  },
  {
    heading: 'What it takes',
    blocks: [
      'Shared rails need clear rules on who may operate them, common data standards, and supervision that follows the activity rather than the technology. They also need to be built in steps: credentials and payments first, then asset records, then contracts. Each step is useful on its own.',
      'ISPz builds its ecosystems so that they can plug into public rails where they exist and provide the missing pieces where they do not, without locking anyone in.',
    ],
  },
  {
    heading: 'Talk to us',
    blocks: [
      'We work with governments, banks and ecosystem owners who want to build on shared rails. Use the Get Connected form on our site or write to us from the Contact page.',
    ],
  },
];
