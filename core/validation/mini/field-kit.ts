/**
 * The sign-in forms' builders in zod/mini, for the embeddable widgets. zod/mini is the same
 * engine as classic zod (one shared core, one global error text) with functions instead of
 * methods, so a bundler keeps only the checks a form uses: the sign-in family's schemas cost
 * about 5 KB of its bundle here against about 22 KB in classic zod (measured with Vite, gzip).
 *
 * Every builder mirrors the classic one of `../field-kit.ts` and `../password-fields.ts`
 * step for step (the classic `preprocess` is this same transform-then-optional pipe), so
 * both flavours give the same values and the same first message per field; the equivalence
 * property tests in `mini.equivalence.test.ts` hold them to it. Patterns and wording come from
 * `../sign-in-rules.ts`, `../constants.ts` and `../messages.ts`, written once.
 */
import * as z from 'zod/mini';
import { type DomainError, domainError } from '../../errors/domain-error';
import { err, ok, type Result } from '../../errors/result';
import { SIGN_IN_FIELD_MESSAGES } from '../messages';
import { blankToUndefined } from '../sign-in-rules';

// spec §5 "Generic field check": the same global text the classic flavour installs.
z.config({ customError: () => SIGN_IN_FIELD_MESSAGES.enterValidDetails });

/** A trimmed text that must be present: missing, not a string or blank gives `required`. */
export function requiredText(required: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }));
}

/** A required text that must also match `pattern`: blank gives `required`, a mismatch `invalid`. */
export function requiredMatching(required: string, pattern: RegExp, invalid: string) {
  return z.pipe(requiredText(required), z.string().check(z.regex(pattern, invalid)));
}

/** A field that may be left blank (→ `undefined`); when filled it must pass `schema`. */
export function optionalField<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(z.transform(blankToUndefined), z.optional(schema));
}

/** The two steps of an OTP flow (spec §4): the request step's fields, then those plus the code. */
export function twoStepForm<S extends z.core.$ZodLooseShape, O extends z.ZodMiniType>(shape: S, otp: O) {
  return { requestOtp: z.object(shape), submit: z.object({ ...shape, otp }) };
}

/**
 * Adds "confirmation equals password" to a form, reported on the confirmation field, only when
 * both are filled in (as the classic `withPasswordConfirmation`).
 */
export function withPasswordConfirmation<T extends z.ZodMiniType>(
  schema: T,
  mismatch: string,
  keys: { password: string; confirm: string } = { password: 'password', confirm: 'confirmPassword' },
): T {
  const both = (value: unknown): [unknown, unknown] => {
    const v = (value ?? {}) as Record<string, unknown>;
    return [v[keys.password], v[keys.confirm]];
  };
  return schema.check(
    z.refine(
      (value) => {
        const [password, confirm] = both(value);
        return password === confirm;
      },
      {
        error: mismatch,
        path: [keys.confirm],
        when: (payload) => {
          const [password, confirm] = both(payload.value);
          return (
            typeof password === 'string' && typeof confirm === 'string' && password !== '' && confirm !== ''
          );
        },
      },
    ),
  ) as T;
}

function firstErrorPerField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The first message per field of a failed parse, keyed by dotted path ('' for the form itself). */
export function fieldErrors(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input);
  return result.success ? {} : firstErrorPerField(result.error.issues);
}

/**
 * Parses `input` as the classic `validate` does: the value, or an `invalid` DomainError whose
 * message is the first failure and whose `details.fields` holds the first message per field.
 */
export function validate<T extends z.ZodMiniType>(
  schema: T,
  input: unknown,
  code = 'VALIDATION.INVALID',
): Result<z.output<T>, DomainError> {
  const result = z.safeParse(schema, input);
  if (result.success) return ok(result.data);
  const fields = firstErrorPerField(result.error.issues);
  const message = result.error.issues[0]?.message ?? SIGN_IN_FIELD_MESSAGES.enterValidDetails;
  return err(domainError('invalid', code, message, { fields }));
}
