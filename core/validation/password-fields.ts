/**
 * Password fields of spec §5. Every screen applies the one §9 rule — at least 8 characters,
 * each a letter, a digit or one of `@$.!%*#?&` — and differs only in its message. The login
 * screen's unnamed "format rule" is read as the same rule: every password the platform sets
 * passes it, so refusing others before a round trip loses nothing. Passwords are never trimmed.
 */
import { z } from 'zod';
import { PASSWORD_PATTERN } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { PASSWORD_HINT } from './sign-in-rules';

export { PASSWORD_HINT };

/** A password: blank gives 'Password is required', a breach of the rule `invalid`. */
export function passwordField(invalid: string) {
  return z
    .string({ error: M.passwordRequired })
    .min(1, { error: M.passwordRequired })
    .pipe(z.string().regex(PASSWORD_PATTERN, invalid));
}

/** Login: 'Enter a valid password'. */
export const loginPasswordField = passwordField(M.enterValidPassword);

/** Signup and password reset: the message that names the allowed special characters. */
export const newPasswordField = passwordField(M.invalidSignupPassword);

/** Business registration (both variants): 'Password enter a valid password'. */
export const registerPasswordField = passwordField(M.invalidPasswordOtherScreen);

/** The repeat of a new password: 'Confirm Password is required'. */
export const confirmPasswordField = z
  .string({ error: M.confirmPasswordRequired })
  .min(1, { error: M.confirmPasswordRequired });

/**
 * Adds the "confirmation equals password" rule to a form, reported on the confirmation field.
 * It runs even while other fields are still invalid (so the form shows it at once), but only
 * when both passwords are present.
 */
export function withPasswordConfirmation<T extends z.ZodType>(
  schema: T,
  mismatch: string,
  keys: { password: string; confirm: string } = { password: 'password', confirm: 'confirmPassword' },
): T {
  const both = (value: unknown): [unknown, unknown] => {
    const v = (value ?? {}) as Record<string, unknown>;
    return [v[keys.password], v[keys.confirm]];
  };
  return schema.refine(
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
  ) as T;
}
