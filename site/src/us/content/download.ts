/**
 * The /download page's resource cards (spec §2; a card is image, link, heading, paragraph,
 * authors and a download link, spec §3). The two papers are real PDFs written by
 * site/build/papers/ into site/public/papers/; their page counts and sizes here are checked
 * against the committed files by site/build/papers/papers.test.ts, so the note beside a link never lies.
 */

/** Who wrote a paper. */
export interface Author {
  readonly name: string;
  readonly position: string;
}

/** The illustration drawn on a card. */
export type ResourceArt = 'litepaper' | 'country';

/** One downloadable paper. */
export interface Resource {
  readonly id: string;
  readonly art: ResourceArt;
  readonly heading: string;
  readonly subtitle: string;
  readonly paragraph: string;
  readonly authors: readonly Author[];
  /** The file under site/public/papers/ and the name it is saved as. */
  readonly file: string;
  readonly pages: number;
  /** The file's size in bytes (checked by a test). */
  readonly bytes: number;
}

/** Where the site serves a paper. */
export const paperHref = (resource: Pick<Resource, 'file'>) => `/papers/${resource.file}`;

export const DOWNLOAD_PAGE = {
  title: 'Resources',
  description:
    'Download the ISPz litepaper and the country-as-a-platform paper: how the mortgage ecosystem works on ISPz.',
  eyebrow: 'Downloads',
  heading: 'Resources and papers',
  lead: 'Read how ISPz brings borrowers, lenders, investors and reviewers onto one loan record, and how the same idea can serve a whole country. Both papers are free PDFs you can keep.',
  download: 'Download PDF',
  read: 'Read in the browser',
  newTab: '(opens in a new tab)',
  by: 'Written by',
  more: {
    heading: 'Want a walk-through instead?',
    text: 'Tell us who you are and we will send you the resource that fits, or write to us with your questions.',
    connect: 'Get connected',
    contact: 'Contact us',
  },
} as const;

/** The note beside a download link, e.g. 'PDF · 5 pages · 14 KB'. */
export function sizeNote(resource: Pick<Resource, 'pages' | 'bytes'>): string {
  const size =
    resource.bytes < 1024 * 1024
      ? `${Math.ceil(resource.bytes / 1024)} KB`
      : `${(resource.bytes / 1048576).toFixed(1)} MB`;
  return `PDF · ${resource.pages} ${resource.pages === 1 ? 'page' : 'pages'} · ${size}`;
}

export const RESOURCES: readonly Resource[] = [
  {
    id: 'litepaper',
    art: 'litepaper',
    heading: 'ISPz Litepaper',
    subtitle: 'One shared record for the home mortgage, from application to securitization',
    paragraph:
      'How a loan becomes a single verified record that every party reads: tapes, pools, bids, due diligence and transfer, and why that closes loans faster and with fewer errors.',
    authors: [
      { name: 'Elena Vasquez', position: 'Chief Executive Officer' },
      { name: 'Marcus Chen', position: 'Chief Technology Officer' },
    ],
    file: 'ispz-litepaper.pdf',
    pages: 3,
    bytes: 4492,
  },
  {
    id: 'country-as-a-platform',
    art: 'country',
    heading: 'Country as a Platform',
    subtitle: 'Shared digital rails for identity, property, payments and trade',
    paragraph:
      'What a country gains when credentials, property records, payments and stamped contracts run on open, shared rails that businesses build on, and how ISPz ecosystems fit in.',
    authors: [
      { name: 'Rahul Mehta', position: 'Head of Product' },
      { name: 'Thomas Berg', position: 'Advisor, Technology' },
    ],
    file: 'country-as-a-platform.pdf',
    pages: 3,
    bytes: 4050,
  },
];
