/**
 * /team: the people behind the commerce platform (spec §3 team entry: id, name, post, image,
 * description). The people are fictional; their pictures are monograms drawn on the page.
 */
import type { InfoContent } from './types';

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly post: string;
  readonly description: string;
}

export const TEAM_PAGE: Pick<InfoContent, 'meta' | 'hero'> & { readonly groupsHeading: string } = {
  meta: {
    title: 'Our team',
    description: 'The team building the ISPz marketplace: product, engineering, partnerships and trust.',
  },
  hero: {
    eyebrow: 'Our team',
    title: 'The people behind ISPz',
    lead: 'Engineers, designers, lawyers and dealmakers who have built marketplaces, banks and logistics networks — now building one platform for all three.',
    illustration: 'people',
    actions: [{ label: 'Join us', to: '/careers', kind: 'primary' }],
  },
  groupsHeading: 'Leadership',
};

export const TEAM: readonly TeamMember[] = [
  {
    id: 'anika-rao',
    name: 'Anika Rao',
    post: 'Chief Executive Officer',
    description:
      'Ran a payments company for small merchants before founding ISPz; sets where the platform goes next.',
  },
  {
    id: 'vikram-menon',
    name: 'Vikram Menon',
    post: 'Chief Technology Officer',
    description:
      'Builds the ledger and the services around it; believes a record should be boring and right.',
  },
  {
    id: 'leela-krishnan',
    name: 'Leela Krishnan',
    post: 'Head of Product',
    description: 'Turns what buyers, sellers and lenders need into screens that explain themselves.',
  },
  {
    id: 'arjun-iyer',
    name: 'Arjun Iyer',
    post: 'Head of Partnerships',
    description: 'Brings lenders, insurers and logistics partners into the ecosystems that need them.',
  },
  {
    id: 'meera-shah',
    name: 'Meera Shah',
    post: 'General Counsel',
    description: 'Looks after contracts, E-Stamp and the rules every trade on the platform follows.',
  },
  {
    id: 'daniel-brooks',
    name: 'Daniel Brooks',
    post: 'Head of US Operations',
    description: 'Leads the platform’s work with US lenders and investors from New York.',
  },
  {
    id: 'farah-qureshi',
    name: 'Farah Qureshi',
    post: 'Head of Design',
    description: 'Keeps the platform calm, legible and usable with a keyboard or a screen reader.',
  },
  {
    id: 'rohan-das',
    name: 'Rohan Das',
    post: 'Head of Trust and Safety',
    description: 'Runs verification and disputes, so members can rely on who they trade with.',
  },
];
