import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD_SPECIAL_CHARACTERS } from './constants';
import { fieldErrors } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  confirmPasswordField,
  loginPasswordField,
  newPasswordField,
  registerPasswordField,
  withPasswordConfirmation,
} from './password-fields';

const messageOf = (schema: Parameters<typeof fieldErrors>[0], input: unknown) =>
  fieldErrors(schema, input)[''];
const allowed = `abcXYZ0189${PASSWORD_SPECIAL_CHARACTERS}`.split('');

describe('password', () => {
  it('accepts 8 or more letters, digits and @$.!%*#?&', () => {
    for (const p of ['Demo@2026!', 'abcdefgh', '12345678', '@$.!%*#?&'])
      expect(newPasswordField.parse(p)).toBe(p);
  });

  it('says which screen refused it', () => {
    expect(messageOf(loginPasswordField, '')).toBe(M.passwordRequired);
    expect(messageOf(loginPasswordField, 'short1')).toBe(M.enterValidPassword);
    expect(messageOf(newPasswordField, 'spaces in it')).toBe(M.invalidSignupPassword);
    expect(messageOf(registerPasswordField, 'pass-word-1')).toBe(M.invalidPasswordOtherScreen);
    expect(messageOf(confirmPasswordField, '')).toBe(M.confirmPasswordRequired);
  });

  it('accepts exactly the strings of 8 to 128 allowed characters', () => {
    const candidate = fc.oneof(
      fc.array(fc.constantFrom(...allowed), { minLength: 0, maxLength: 140 }).map((cs) => cs.join('')),
      fc.string({ minLength: 6, maxLength: 12 }),
    );
    fc.assert(
      fc.property(candidate, (p) => {
        const valid =
          p.length >= 8 &&
          p.length <= 128 &&
          [...p].every((c) => allowed.includes(c) || /[A-Za-z\d]/.test(c));
        expect(newPasswordField.safeParse(p).success).toBe(valid);
      }),
    );
  });
});

describe('password confirmation', () => {
  const form = withPasswordConfirmation(
    z.object({
      name: z.string().min(1, 'name'),
      password: newPasswordField,
      confirmPassword: confirmPasswordField,
    }),
    M.passwordsDontMatch,
  );

  it('reports a mismatch on the confirmation, even while other fields are wrong', () => {
    expect(fieldErrors(form, { name: '', password: 'Demo@2026!', confirmPassword: 'Demo@2027!' })).toEqual({
      name: 'name',
      confirmPassword: M.passwordsDontMatch,
    });
  });

  it('asks for the confirmation rather than calling an empty one a mismatch', () => {
    expect(fieldErrors(form, { name: 'a', password: 'Demo@2026!', confirmPassword: '' })).toEqual({
      confirmPassword: M.confirmPasswordRequired,
    });
    expect(form.safeParse({ name: 'a', password: 'Demo@2026!', confirmPassword: 'Demo@2026!' }).success).toBe(
      true,
    );
  });
});
