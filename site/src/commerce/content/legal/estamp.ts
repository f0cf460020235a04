/** The E-Stamp Terms (/estamp-terms): contracts made on the platform with stamp duty paid online. */
import type { LegalContent } from '../types';
import { LEGAL_LINKS as L, LEGAL_UPDATED } from './related';

export const ESTAMP_TERMS: LegalContent = {
  meta: {
    title: 'E-Stamp Terms',
    description:
      'How contracts with E-Stamp work on ISPz: agreement types, stamp duty states, payment, signatures and records.',
  },
  title: 'E-Stamp Terms',
  updated: LEGAL_UPDATED,
  intro:
    'A contract on ISPz is either a digital contract or a contract with E-Stamp. These terms explain the second: a contract whose stamp duty is paid online before the parties sign.',
  sections: [
    {
      id: 'types',
      heading: 'Agreements you can E-Stamp',
      paragraphs: ['Twelve kinds of agreement can be made with E-Stamp:'],
      bullets: [
        'Sale, Lease, Leave and Licence, and Rental Agreements',
        'Equipment Hire, Loan and Hypothecation Agreements',
        'Supply and Service Agreements',
        'Non-Disclosure Agreements, Memoranda of Understanding and Indemnity Bonds',
      ],
    },
    {
      id: 'states',
      heading: 'States and stamp duty',
      paragraphs: [
        'Stamp duty is set by the state whose law governs the contract. E-Stamp is available today for Karnataka (KA) and Tamil Nadu (TN). The amount is shown in rupees before you pay; you choose the state, and you are responsible for choosing the right one.',
      ],
    },
    {
      id: 'flow',
      heading: 'From draft to signed',
      paragraphs: ['A contract moves through these steps, and every party sees where it stands:'],
      bullets: [
        'Draft: the creator writes the title and terms and names the counterparty.',
        'Agreed or rejected: the counterparty accepts the terms or rejects them; either party may cancel before signing.',
        'Payment pending: the stamp duty is paid from the creator’s wallet.',
        'Waiting for signatures, then signed: each party signs; the contract binds once all have.',
      ],
    },
    {
      id: 'payment',
      heading: 'Paying the duty',
      paragraphs: [
        'Stamp duty is collected by our payment partner and passed on to the stamping authority. It is refunded only if the stamp certificate was not issued; once issued, it is spent even if the parties later cancel their deal.',
      ],
    },
    {
      id: 'records',
      heading: 'Versions and records',
      paragraphs: [
        'Each change to the terms makes a new version; signatures apply to the version signed. The signed contract and its stamp certificate stay on the contract’s record, and a fingerprint of it is written to the shared ledger.',
      ],
    },
    {
      id: 'advice',
      heading: 'No legal advice',
      paragraphs: [
        'ISPz provides the means to write, stamp and sign a contract; it does not draft your terms or advise on them. Take advice where the deal needs it.',
      ],
    },
  ],
  related: [L.terms, L.seller, L.payments, L.contact],
};
