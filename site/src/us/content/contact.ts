/**
 * The /contact page's words and the company's office (spec §2: write-to-us form, contact
 * details, a map at fixed coordinates). The support email and phone are not here: they come
 * from the deployment's configuration (`useSite().config.support`).
 */
import { COMPANY_ADDRESS } from '../../chrome/content/footer';

const [company = 'ISPz Inc.', ...lines] = COMPANY_ADDRESS;

/**
 * The office the map shows: the company's address (the footer's, one source) and the fixed
 * coordinates of that address (WGS 84).
 */
export const OFFICE = {
  company,
  lines,
  latitude: 39.7458,
  longitude: -75.5496,
  hours: 'Monday to Friday, 9 am to 6 pm Eastern Time',
} as const;

/** e.g. '39.7458° N, 75.5496° W' */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/** A plain link to the coordinates on a public map (nothing is loaded from it on our page). */
export function mapLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

export const CONTACT_PAGE = {
  title: 'Contact us',
  description: 'Write to ISPz, call or email our support team, or find our office in Wilmington, Delaware.',
  eyebrow: 'Contact',
  heading: 'We would love to hear from you',
  lead: 'Questions about the platform, a partnership or your account? Write to us and the right person will answer, usually within one working day.',
  formHeading: 'Write to us',
  detailsHeading: 'Contact details',
  email: 'Email',
  phone: 'Phone',
  office: 'Office',
  hours: 'Hours',
  mapHeading: 'Find us',
  mapLabel: (company: string, coordinates: string) =>
    `Map of the streets around the ${company} office, at ${coordinates}`,
  openMap: 'Open these coordinates in a map',
  newTab: '(opens in a new tab)',
} as const;
