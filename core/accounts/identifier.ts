/**
 * How a person names their account: an email address or a mobile number (spec §5 login: "Email or
 * Mobile"). Mobile numbers are unique on the platform whatever their country code, so a bare
 * 10-digit number (what the login form sends, spec §5) names one account; the country code
 * only decides where an SMS goes.
 */

/** spec §9: 10 digits starting 6–9. */
const MOBILE = /^[6-9]\d{9}$/;
/** spec §9: +91 or +1. */
export const COUNTRY_CODES = ['+91', '+1'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** A plausible address: one @, no spaces, a dot in the domain. The §5 form rule lives in core/validation. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Identifier =
  | { readonly kind: 'email'; readonly email: string }
  | { readonly kind: 'mobile'; readonly number: string };

/** Lower-cases and trims an email so one mailbox is one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isMobileNumber(value: string): boolean {
  return MOBILE.test(value);
}

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value) && value.length <= 254;
}

/**
 * Reads a login username (spec §4 "Login accepts username as email or mobile"): anything with an
 * `@` is an email, ten digits are a mobile number, anything else names no account.
 *
 * @example parseUsername('9876543210') // { kind: 'mobile', number: '9876543210' }
 */
export function parseUsername(username: string): Identifier | null {
  const value = username.trim();
  if (value.includes('@'))
    return isEmailAddress(value) ? { kind: 'email', email: normalizeEmail(value) } : null;
  return isMobileNumber(value) ? { kind: 'mobile', number: value } : null;
}

/**
 * The key that OTPs, send limits and lockouts are kept under: `email:<address>` or
 * `mobile:<number>` (without country code — numbers are unique platform-wide).
 */
export function subjectOf(identifier: Identifier): string {
  return identifier.kind === 'email' ? `email:${identifier.email}` : `mobile:${identifier.number}`;
}

/** Where a message for this identifier is delivered: the email address, or `+<cc><number>`. */
export function destinationOf(identifier: Identifier, countryCode: string | null): string {
  return identifier.kind === 'email' ? identifier.email : `${countryCode ?? ''}${identifier.number}`;
}
