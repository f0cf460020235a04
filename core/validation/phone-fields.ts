/**
 * Phone fields of spec §5. The platform's mobile rule is 10 digits starting 6–9 for both
 * country codes — the spec keeps one rule behind the 'Indian / US' message, and so do we.
 * The contact and lead forms take a looser number: an Indian mobile with an optional +91 or 0
 * prefix, or a US (NANP) number with an optional +1 or 1 prefix; spaces, dots, hyphens and
 * brackets between digits are ignored.
 */
import { z } from 'zod';
import { COUNTRY_CODES, MOBILE_PATTERN } from './constants';
import { optionalField, requiredMatching } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { defaultCountryCode } from './sign-in-rules';

/** A required mobile: blank gives 'Enter Mobile Number', anything but 10 digits from 6–9 `invalid`. */
export function mobileField(invalid: string = M.invalidIndianUsMobile) {
  return requiredMatching(M.enterMobileNumber, MOBILE_PATTERN, invalid);
}

/** The standard mobile field of signup, registration, login and reset. */
export const standardMobileField = mobileField();

/** The social-completion screen's mobile: 'Please enter a valid mobile number'. */
export const socialMobileField = mobileField(M.invalidMobile);

/** The partner registration's mobile: optional, but valid when given. */
export const optionalMobileField = optionalField(
  z.string().trim().regex(MOBILE_PATTERN, M.invalidIndianUsMobile),
);

const SEPARATORS = /[\s.()-]/g;
const INDIAN = /^(?:\+91|0)?[6-9]\d{9}$/;
const US = /^(?:\+1|1)?[2-9]\d{2}[2-9]\d{6}$/;

/** True for an Indian mobile (optional +91/0) or a US number (optional +1/1). */
export function isIndianOrUsNumber(text: string): boolean {
  const compact = text.trim().replace(SEPARATORS, '');
  return INDIAN.test(compact) || US.test(compact);
}

/** The contact/lead forms' optional number: 'Please enter a valid number'; comes out trimmed. */
export const flexibleNumberField = optionalField(
  z.string().trim().refine(isIndianOrUsNumber, { error: M.invalidNumber }),
);

/** Country code beside a mobile: +91 or +1. */
export const countryCodeField = z.enum(COUNTRY_CODES, { error: M.enterValidDetails });

export { defaultCountryCode };
