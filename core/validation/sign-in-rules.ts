/**
 * The sign-in screens' rules that need no schema library: patterns, channel and ecosystem
 * checks, defaults and hints (spec §5, §9). Both flavours of the sign-in schemas — classic zod
 * for the server (`login-form.ts` …) and zod/mini for the widgets (`mini/`) — read them from
 * here, so a pattern or a wording exists once. Importing this module pulls in no zod at all,
 * which keeps the embeddable sign-in bundle small.
 */
import { type CountryCode, MOBILE_PATTERN, OTP_PATTERN } from './constants';
import { SIGN_IN_FIELD_MESSAGES as M } from './messages';

/** 'Email or Mobile': letters, digits, underscore, @ and dot (spec §5 Login). */
export const LOGIN_IDENTIFIER_PATTERN = /^[A-Za-z0-9_@.]+$/;
/** Person names: any Unicode letter and spaces, so 'José' and 'Zoë' register. */
export const PERSON_NAME = /^[\p{L} ]+$/u;
/** Business names: letters, digits, hyphen, underscore and spaces. */
export const BUSINESS_NAME_PATTERN = /^[\p{L}\d _-]+$/u;
/** Referral codes: letters and digits only (upper-cased on the way in). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]+$/;

/** `null` and a blank string (only whitespace) become `undefined`; anything else passes unchanged. */
export function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

/** Which channel a (validated) phone-or-email identifier names: a mobile, else an email. */
export function loginChannel(identifier: string): 'mobile' | 'email' {
  return MOBILE_PATTERN.test(identifier.trim()) ? 'mobile' : 'email';
}

/** Ecosystems whose URL contains 'ubargain' gate signup on age and take an email-only login (spec §9). */
export function isUbargainEcosystem(ecosystemUri: string | null | undefined): boolean {
  return (ecosystemUri ?? '').toLowerCase().includes('ubargain');
}

/**
 * The country code a form starts on, from the visitor's ISO country (spec §5: IN or US).
 * Visitors from elsewhere, or whose country is unknown, start on +91, the first choice.
 */
export function defaultCountryCode(countryIso: string | null | undefined): CountryCode {
  return countryIso?.trim().toUpperCase() === 'US' ? '+1' : '+91';
}

/**
 * The hint under a new-password input. Spec §5 describes it as "8+ characters with an upper
 * case, one special and a number" — stronger than the rule enforced; the spec keeps both.
 */
export const PASSWORD_HINT =
  'Use 8 or more characters with an upper case letter, a number and one special character (@$.!%*#?&)';

/** The hint under the forgot-password screen's new-password input. */
export const FORGOT_PASSWORD_HINT = M.passwordMinimumHint;

/** The social-completion screen's prompt above the form. */
export const SOCIAL_COMPLETION_PROMPT = 'Please enter your mobile number to complete registration';

/** The partner registration toggle's choices; forms start on the first. */
export const ACCOUNT_TYPES = ['personal', 'business'] as const;

/** The payload's `firstname`: the business name, or first and last name joined (spec §3). */
export function registrationDisplayName(
  form: { business_name: string } | { first_name: string; last_name: string },
): string {
  return 'business_name' in form ? form.business_name : `${form.first_name} ${form.last_name}`;
}

/** True when `text` is exactly 5 digits (what the OTP fields accept, before trimming). */
export function isOtp(text: string): boolean {
  return OTP_PATTERN.test(text);
}
