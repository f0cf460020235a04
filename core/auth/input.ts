import { z } from 'zod';
import { COUNTRY_CODES, isEmailAddress, isMobileNumber } from '../accounts/identifier';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { shortText } from '../validation/field-kit';
import { PERSON_NAME } from '../validation/identity-fields';
import { authErrors } from './auth.errors';

/**
 * Input checks of the auth use cases: the invariants core relies on (identifier shapes, OTP
 * and password rules of spec §5/§9), so a use case is safe whoever calls it. The form schemas
 * with the spec's per-field messages live in core/validation and run at the edge first; a
 * refusal here is `AUTH.INVALID_INPUT` ('Invalid request', spec §7) with the failing paths.
 */
export const mobileField = z.string().trim().refine(isMobileNumber, 'mobile: 10 digits starting 6-9');
export const countryCodeField = z.enum(COUNTRY_CODES);
export const emailField = z.string().trim().refine(isEmailAddress, 'email address');
/** spec §5/§9 OTP: exactly 5 digits. */
export const otpField = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'otp: 5 digits');
/** spec §5/§9 password: at least 8 of letters, digits and @$.!%*#?& (1024 caps the work a hash does). */
export const newPasswordField = z
  .string()
  .regex(/^[A-Za-z\d@$.!%*#?&]{8,1024}$/, 'password: 8+ of letters, digits, @$.!%*#?&');
/** A password being checked, not chosen: any non-empty text (old accounts may predate a rule). */
export const passwordField = z.string().min(1).max(1024);
/** spec §5 first/last name: letters and spaces — the same reading as the form (any Unicode letter). */
export const nameField = z.string().trim().max(100).regex(PERSON_NAME, 'name: letters and spaces');
export const optionalId = shortText().nullish();

/** Parses `input` with `schema`, turning a failure into `AUTH.INVALID_INPUT`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>, DomainError> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(
    authErrors.invalidInput(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))),
  );
}

/** An email or a mobile number — exactly one (spec §7 sendotp: "mobile or email"). */
export const identifierFields = { mobile: mobileField.optional(), email: emailField.optional() };

/** Refinement for objects carrying `identifierFields`. */
export const exactlyOneIdentifier: [
  (v: { mobile?: string; email?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => (v.mobile === undefined) !== (v.email === undefined),
  { message: 'give a mobile number or an email address', path: ['mobile'] },
];
