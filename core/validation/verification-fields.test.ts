import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  ageConfirmationField,
  isOtp,
  isUbargainEcosystem,
  partnerCodeField,
  standardOtpField,
} from './verification-fields';

const messageOf = (schema: Parameters<typeof fieldErrors>[0], input: unknown) =>
  fieldErrors(schema, input)[''];

describe('OTP', () => {
  it('gives the same message for a blank or a malformed code', () => {
    expect(messageOf(standardOtpField, '')).toBe(M.invalidOtp);
    expect(messageOf(standardOtpField, '1234')).toBe(M.invalidOtp);
    expect(messageOf(standardOtpField, '12a45')).toBe(M.invalidOtp);
    expect(messageOf(partnerCodeField, '123456')).toBe(M.invalidCode);
    expect(standardOtpField.parse('01234')).toBe('01234');
  });

  it('accepts a code if and only if it is exactly 5 digits', () => {
    const code = fc.oneof(fc.string({ maxLength: 7 }), fc.stringMatching(/^\d{3,7}$/));
    fc.assert(
      fc.property(code, (text) => {
        expect(partnerCodeField.safeParse(text).success).toBe(/^\d{5}$/.test(text));
        expect(isOtp(text)).toBe(/^\d{5}$/.test(text));
      }),
    );
  });
});

describe('age gate', () => {
  it('must be ticked', () => {
    expect(ageConfirmationField.parse(true)).toBe(true);
    expect(messageOf(ageConfirmationField, false)).toBe(M.ageConfirmationRequired);
    expect(messageOf(ageConfirmationField, undefined)).toBe(M.ageConfirmationRequired);
    expect(M.ageConfirmationLabel).toBe('I confirm that I am 18 years or older');
  });

  it('applies to ecosystems whose URL contains ubargain', () => {
    expect(isUbargainEcosystem('https://shop.uBargain.example/eco')).toBe(true);
    expect(isUbargainEcosystem('https://agrifields.example')).toBe(false);
    expect(isUbargainEcosystem(undefined)).toBe(false);
  });
});
