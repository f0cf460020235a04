/**
 * The sign-in screens' fields in zod/mini (spec §5): the widgets' copy of the classic fields in
 * `../identity-fields.ts`, `../password-fields.ts`, `../phone-fields.ts`,
 * `../verification-fields.ts` and the login identifiers of `../login-form.ts`, with the same
 * names, rules and messages (held equal by `mini.equivalence.test.ts`).
 */
import * as z from 'zod/mini';
import { BUSINESS_TYPES, COUNTRY_CODES, MOBILE_PATTERN, OTP_PATTERN, PASSWORD_PATTERN } from '../constants';
import { SIGN_IN_FIELD_MESSAGES as M } from '../messages';
import {
  BUSINESS_NAME_PATTERN,
  LOGIN_IDENTIFIER_PATTERN,
  PERSON_NAME,
  REFERRAL_CODE_PATTERN,
} from '../sign-in-rules';
import { optionalField, requiredMatching, requiredText } from './field-kit';

/**
 * An email address by zod's own email pattern, `invalid` otherwise: what `z.email()` checks,
 * without its string-format classes (0.1 KB of the sign-in bundle).
 */
const emailText = (invalid: string) =>
  z.string({ error: invalid }).check(z.regex(z.regexes.email, { error: invalid }));
const isEmail = (text: string) => z.regexes.email.test(text);

export const firstNameField = requiredMatching(M.firstNameRequired, PERSON_NAME, M.invalidFirstName);
export const lastNameField = requiredMatching(M.lastNameRequired, PERSON_NAME, M.invalidLastName);
export const businessNameField = requiredMatching(
  M.businessNameRequired,
  BUSINESS_NAME_PATTERN,
  M.invalidBusinessName,
);
export const businessTypeField = z.enum(BUSINESS_TYPES, { error: M.businessTypeRequired });
export const industryTypeField = requiredText(M.industryTypeRequired);

/** A required email: blank gives 'Email is required', a malformed one `invalid`. */
export function requiredEmailField(invalid: string) {
  return z.pipe(requiredText(M.emailRequired), emailText(invalid));
}

/** An optional email: blank is fine, a malformed one gives `invalid`. */
export function optionalEmailField(invalid: string) {
  return optionalField(z.pipe(z.string().check(z.trim()), emailText(invalid)));
}

export const signupEmailField = optionalEmailField(M.invalidEmail);
export const registerEmailField = optionalEmailField(M.emailAddressInvalid);
export const referralCodeField = optionalField(
  z.string().check(z.trim(), z.regex(REFERRAL_CODE_PATTERN, M.invalidReferralCode), z.toUpperCase()),
);

/** A password: blank gives 'Password is required', a breach of the §9 rule `invalid`. */
export function passwordField(invalid: string) {
  return z.pipe(
    z.string({ error: M.passwordRequired }).check(z.minLength(1, { error: M.passwordRequired })),
    z.string().check(z.regex(PASSWORD_PATTERN, invalid)),
  );
}

export const loginPasswordField = passwordField(M.enterValidPassword);
export const newPasswordField = passwordField(M.invalidSignupPassword);
export const registerPasswordField = passwordField(M.invalidPasswordOtherScreen);
export const confirmPasswordField = z
  .string({ error: M.confirmPasswordRequired })
  .check(z.minLength(1, { error: M.confirmPasswordRequired }));

/** A required mobile: blank gives 'Enter Mobile Number', anything but 10 digits from 6–9 `invalid`. */
export function mobileField(invalid: string = M.invalidIndianUsMobile) {
  return requiredMatching(M.enterMobileNumber, MOBILE_PATTERN, invalid);
}

export const standardMobileField = mobileField();
export const socialMobileField = mobileField(M.invalidMobile);
export const optionalMobileField = optionalField(
  z.string().check(z.trim(), z.regex(MOBILE_PATTERN, M.invalidIndianUsMobile)),
);
export const countryCodeField = z.enum(COUNTRY_CODES, { error: M.enterValidDetails });

/** An OTP field whose every failure reads `invalid`. */
export function otpField(invalid: string = M.invalidOtp) {
  return requiredMatching(invalid, OTP_PATTERN, invalid);
}

export const standardOtpField = otpField();
export const partnerCodeField = otpField(M.invalidCode);
export const ageConfirmationField = z.literal(true, { error: M.ageConfirmationRequired });

/** 'Email or Mobile' (spec §5 Login): the spec's characters, or any email sign-up accepts. */
export const loginIdentifierField = z.pipe(
  requiredText(M.fieldRequired),
  z.string().check(
    z.refine((text) => LOGIN_IDENTIFIER_PATTERN.test(text) || isEmail(text), {
      error: M.invalidEmailOrMobile,
    }),
  ),
);

/** 'Email' (ubargain): an email address. */
export const ubargainLoginIdentifierField = z.pipe(requiredText(M.fieldRequired), emailText(M.invalidEmail));

/** Phone-or-email login: a 10-digit mobile (6–9 first) or an email. */
export const phoneOrEmailField = z.pipe(
  requiredText(M.enterMobileOrEmail),
  z
    .string()
    .check(
      z.refine((text) => MOBILE_PATTERN.test(text) || isEmail(text), { error: M.invalidEmailIdOrPhone }),
    ),
);
