/**
 * The /connect page's words (spec §2 GET CONNECTED lead form; §4 the thank-you message, then the
 * chosen resource in a new tab 1.5 s later). The three options are the API's (video, pdf,
 * url); each opens something of ours: the home page's explainer, the litepaper, the resources.
 */
import { paperHref, RESOURCES } from './download';

/** What the visitor asks for (the API's `option`). */
export type LeadOption = 'video' | 'pdf' | 'url';

/** One choice of the form: its label, a line about it, and what opens after sending. */
export interface LeadChoice {
  readonly value: LeadOption;
  readonly label: string;
  readonly hint: string;
  readonly href: string;
}

const litepaper = RESOURCES.find((r) => r.id === 'litepaper');

export const LEAD_CHOICES: readonly LeadChoice[] = [
  {
    value: 'video',
    label: 'Watch the explainer',
    hint: 'How a mortgage moves on ISPz, in four short scenes.',
    href: '/home',
  },
  {
    value: 'pdf',
    label: 'Read the litepaper (PDF)',
    hint: 'The platform in a few pages: records, trading and transfer.',
    href: litepaper ? paperHref(litepaper) : '/download',
  },
  {
    value: 'url',
    label: 'Browse our resources',
    hint: 'Every paper we publish, free to download.',
    href: '/download',
  },
];

/** Where `option` leads. */
export const leadHref = (option: LeadOption): string =>
  LEAD_CHOICES.find((c) => c.value === option)?.href ?? '/download';

/** How long the thank-you message shows before the resource opens (spec §9: 1.5 s). */
export const LEAD_OPEN_DELAY_MS = 1500;

export const CONNECT_PAGE = {
  title: 'Get connected',
  description:
    'Tell us how to reach you and choose what to see first: the explainer, the litepaper or our resources.',
  heading: 'GET CONNECTED',
  lead: 'Leave a name, a number or an email, pick what you would like to see, and we will open it for you. Someone from our team will follow up.',
  optionLegend: 'What would you like to see? *',
  name: 'Name',
  mobile: 'Mobile number',
  email: 'Email',
  details: 'Anything you would like us to know',
  contactNote: 'Fill at least one of name, mobile number or email.',
  send: 'Get connected',
  opening: 'Opening it in a new tab…',
  opened: 'We opened it in a new tab.',
  openNow: 'Open it now',
  again: 'Send another request',
} as const;
