/**
 * Small builders shared by the field schemas. Forms send untouched inputs as '' and the HTTP
 * server may omit them, so both count as "absent". A required text is checked for presence
 * first and its format only when present (a pipe), so each field reports one message. Pipes
 * rather than zod's `abort` keep the form's own cross-field rules (confirm password) running
 * while a field is still blank.
 */
import { z } from 'zod';
import { type DomainError, domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import './default-field-message';
import { VALIDATION_MESSAGES } from './messages';
import { blankToUndefined } from './sign-in-rules';

export { blankToUndefined };

/**
 * A trimmed text that must be present: missing, not a string or blank gives `required`.
 * @example requiredText('Reason is required').parse('  late  ') // 'late'
 */
export function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, { error: required });
}

/** The longest id or short name (a tape's, a mapping's) the platform takes. */
export const SHORT_TEXT_MAX = 200;

/**
 * An id or short name the caller must send: trimmed, 1–200 characters. Any failure answers
 * `message`, or without one the generic field check of ./default-field-message.ts.
 * @example shortText().parse(' loan-1 ') // 'loan-1'
 */
export function shortText(message?: string) {
  const error = message === undefined ? undefined : { error: message };
  return z.string(error).trim().min(1, error).max(SHORT_TEXT_MAX, error);
}

/**
 * A required text that must also match `pattern`: blank gives `required`, a mismatch `invalid`.
 * @example requiredMatching('Enter Mobile Number', /^[6-9]\d{9}$/, 'Please enter a valid number')
 */
export function requiredMatching(required: string, pattern: RegExp, invalid: string) {
  return requiredText(required).pipe(z.string().regex(pattern, invalid));
}

/** A field that may be left blank (→ `undefined`); when filled it must pass `schema`. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/**
 * The first message for each field of a failed parse, keyed by dotted path ('' for the form
 * itself) — what a form shows under its inputs.
 */
export function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * Runs `schema` and returns `{}` when the input is valid, else the first message per field.
 * @example fieldErrors(contactForm, {}) // { name: 'Please fill required (*) field', … }
 */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error);
}

/** The two steps of an OTP flow (spec §4) from the request step's fields and the OTP field of the screen. */
export function twoStepForm<S extends z.ZodRawShape, O extends z.ZodType>(shape: S, otp: O) {
  const submitShape = { ...shape, otp };
  return { requestOtp: z.object(shape), submit: z.object(submitShape) };
}

/**
 * Parses `input` for a use case: the value, or an `invalid` DomainError whose message is the
 * first failure and whose `details.fields` holds the first message per field.
 */
export function validate<T extends z.ZodType>(
  schema: T,
  input: unknown,
  code = 'VALIDATION.INVALID',
): Result<z.output<T>, DomainError> {
  const result = schema.safeParse(input);
  if (result.success) return ok(result.data);
  const fields = firstErrorPerField(result.error);
  const message = result.error.issues[0]?.message ?? VALIDATION_MESSAGES.enterValidDetails;
  return err(domainError('invalid', code, message, { fields }));
}
