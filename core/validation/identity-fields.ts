/**
 * Who-you-are fields of the auth screens (spec §5): names, business, email, referral code.
 * "Letters" in names means any Unicode letter, so 'José' and 'Zoë' register; the spec's
 * character sets are otherwise kept exactly (no apostrophes or hyphens in person names).
 */
import { z } from 'zod';
import { BUSINESS_TYPES } from './constants';
import { optionalField, requiredMatching, requiredText } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { BUSINESS_NAME_PATTERN, PERSON_NAME, REFERRAL_CODE_PATTERN } from './sign-in-rules';

export { PERSON_NAME };

/** First name: required, letters and spaces. */
export const firstNameField = requiredMatching(M.firstNameRequired, PERSON_NAME, M.invalidFirstName);

/** Last name: required, letters and spaces. */
export const lastNameField = requiredMatching(M.lastNameRequired, PERSON_NAME, M.invalidLastName);

/** Business name: required, letters, digits, hyphen, underscore and spaces. */
export const businessNameField = requiredMatching(
  M.businessNameRequired,
  BUSINESS_NAME_PATTERN,
  M.invalidBusinessName,
);

/** Business type: one of the §3 business types (forms start on Private Limited). */
export const businessTypeField = z.enum(BUSINESS_TYPES, { error: M.businessTypeRequired });

/**
 * Industry type (`business_master_category`): required in the standard registration. The
 * categories come from the server's list, so any non-blank name is accepted here.
 */
export const industryTypeField = requiredText(M.industryTypeRequired);

/** A required email: blank gives `Email is required`, a malformed one `invalid`. */
export function requiredEmailField(invalid: string) {
  return requiredText(M.emailRequired).pipe(z.email({ error: invalid }));
}

/** An optional email: blank is fine, a malformed one gives `invalid`. */
export function optionalEmailField(invalid: string) {
  return optionalField(
    z
      .string()
      .trim()
      .pipe(z.email({ error: invalid })),
  );
}

/** Email at signup: optional, 'Please enter a valid Email'. */
export const signupEmailField = optionalEmailField(M.invalidEmail);

/** Email on the standard business registration: optional, 'Email address is invalid'. */
export const registerEmailField = optionalEmailField(M.emailAddressInvalid);

/**
 * Referral code (`referred_by`): optional; letters and digits only; comes out upper-cased.
 * Whether the code exists is the server's check ('Referral code is invalid').
 */
export const referralCodeField = optionalField(
  z.string().trim().regex(REFERRAL_CODE_PATTERN, M.invalidReferralCode).toUpperCase(),
);
