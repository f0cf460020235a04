import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  countryCodeField,
  defaultCountryCode,
  flexibleNumberField,
  isIndianOrUsNumber,
  optionalMobileField,
  socialMobileField,
  standardMobileField,
} from './phone-fields';

const messageOf = (schema: Parameters<typeof fieldErrors>[0], input: unknown) =>
  fieldErrors(schema, input)[''];

describe('mobile', () => {
  it('accepts 10 digits starting 6 to 9', () => {
    for (const mobile of ['9876543210', '6000000000', '7123456789', '8999999999']) {
      expect(standardMobileField.parse(mobile)).toBe(mobile);
    }
  });

  it('asks for a number when blank and names the rule otherwise', () => {
    expect(messageOf(standardMobileField, '')).toBe(M.enterMobileNumber);
    expect(messageOf(standardMobileField, '5876543210')).toBe(M.invalidIndianUsMobile);
    expect(messageOf(standardMobileField, '987654321')).toBe(M.invalidIndianUsMobile);
    expect(messageOf(socialMobileField, '98765432100')).toBe(M.invalidMobile);
  });

  it('accepts only 10 digits starting 6 to 9', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^\d{9,11}$/)), (text) => {
        const result = standardMobileField.safeParse(text);
        if (result.success) expect(result.data).toMatch(/^[6-9]\d{9}$/);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[6-9]\d{9}$/), (mobile) => {
        expect(standardMobileField.safeParse(mobile).success).toBe(true);
      }),
    );
  });

  it('lets the partner variant leave the mobile blank', () => {
    expect(optionalMobileField.parse('')).toBeUndefined();
    expect(messageOf(optionalMobileField, '123')).toBe(M.invalidIndianUsMobile);
  });
});

describe('the looser number of the contact and lead forms', () => {
  it('accepts Indian mobiles with +91 or 0 and US numbers with +1 or 1', () => {
    for (const n of ['9876543210', '+919876543210', '09876543210', '+1 (202) 555-0143', '12025550143']) {
      expect(isIndianOrUsNumber(n)).toBe(true);
    }
  });

  it('refuses other numbers with its own message', () => {
    for (const n of ['+449876543210', '1234567890', '+91 12345 67890', '202-155-0143']) {
      expect(isIndianOrUsNumber(n)).toBe(false);
    }
    expect(messageOf(flexibleNumberField, '12345')).toBe(M.invalidNumber);
    expect(flexibleNumberField.parse('')).toBeUndefined();
  });
});

describe('country code', () => {
  it('offers +91 and +1 and starts on the visitor country', () => {
    expect(countryCodeField.parse('+1')).toBe('+1');
    expect(messageOf(countryCodeField, '+44')).toBe(M.enterValidDetails);
    expect(defaultCountryCode('US')).toBe('+1');
    expect(defaultCountryCode('in')).toBe('+91');
    expect(defaultCountryCode('DE')).toBe('+91');
    expect(defaultCountryCode(null)).toBe('+91');
  });
});
