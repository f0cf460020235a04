import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import {
  businessNameField,
  businessTypeField,
  firstNameField,
  industryTypeField,
  lastNameField,
  referralCodeField,
  registerEmailField,
  requiredEmailField,
  signupEmailField,
} from './identity-fields';
import { VALIDATION_MESSAGES as M } from './messages';

const messageOf = (schema: Parameters<typeof fieldErrors>[0], input: unknown) =>
  fieldErrors(schema, input)[''];

describe('names', () => {
  it('accepts letters and spaces, trimmed, including accented letters', () => {
    expect(firstNameField.parse('  Mary Ann ')).toBe('Mary Ann');
    expect(lastNameField.parse('Zoë')).toBe('Zoë');
  });

  it('says which name is missing or malformed', () => {
    expect(messageOf(firstNameField, '')).toBe(M.firstNameRequired);
    expect(messageOf(firstNameField, undefined)).toBe(M.firstNameRequired);
    expect(messageOf(lastNameField, '   ')).toBe(M.lastNameRequired);
    expect(messageOf(firstNameField, 'R2D2')).toBe(M.invalidFirstName);
    expect(messageOf(lastNameField, "O'Brien")).toBe(M.invalidLastName);
  });
});

describe('business fields', () => {
  it('accepts letters, digits, hyphens, underscores and spaces in a business name', () => {
    expect(businessNameField.parse('Agri-Fields_2 Ltd')).toBe('Agri-Fields_2 Ltd');
    expect(messageOf(businessNameField, 'Acme & Sons')).toBe(M.invalidBusinessName);
    expect(messageOf(businessNameField, '')).toBe(M.businessNameRequired);
  });

  it('requires a known business type and an industry type', () => {
    expect(businessTypeField.parse('Partnership Firm')).toBe('Partnership Firm');
    expect(messageOf(businessTypeField, '')).toBe(M.businessTypeRequired);
    expect(messageOf(businessTypeField, 'Pirate Ship')).toBe(M.businessTypeRequired);
    expect(industryTypeField.parse('eCommerce')).toBe('eCommerce');
    expect(messageOf(industryTypeField, ' ')).toBe(M.industryTypeRequired);
  });
});

describe('email fields', () => {
  it('lets the signup and registration emails be left blank but not malformed', () => {
    expect(signupEmailField.parse('')).toBeUndefined();
    expect(registerEmailField.parse(undefined)).toBeUndefined();
    expect(signupEmailField.parse(' ana@example.com ')).toBe('ana@example.com');
    expect(messageOf(signupEmailField, 'ana@')).toBe(M.invalidEmail);
    expect(messageOf(registerEmailField, 'ana.example.com')).toBe(M.emailAddressInvalid);
  });

  it('requires a required email before checking its form', () => {
    const email = requiredEmailField(M.invalidEmailAddress);
    expect(messageOf(email, '')).toBe(M.emailRequired);
    expect(messageOf(email, 'nope')).toBe(M.invalidEmailAddress);
    expect(email.parse('lender@demo.test')).toBe('lender@demo.test');
  });
});

describe('referral code', () => {
  it('is optional and refuses anything but letters and digits', () => {
    expect(referralCodeField.parse('')).toBeUndefined();
    expect(messageOf(referralCodeField, 'AB-12')).toBe(M.invalidReferralCode);
    expect(messageOf(referralCodeField, 'ab 12')).toBe(M.invalidReferralCode);
  });

  it('comes out upper-cased and alphanumeric', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (text) => {
        const result = referralCodeField.safeParse(text);
        if (result.success && result.data !== undefined) {
          expect(result.data).toMatch(/^[A-Z0-9]+$/);
          expect(result.data).toBe(text.trim().toUpperCase());
        }
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9]{1,12}$/), (code) => {
        expect(referralCodeField.parse(code)).toBe(code.toUpperCase());
      }),
    );
  });
});
