import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { registerBusinessForm, registrationDisplayName } from './register-business-form';

const standard = {
  business_name: 'Agrifields Produce',
  business_type: 'Private Limited',
  business_master_category: 'eCommerce',
  countryCode: '+91',
  mobile: '9876543210',
  email: '',
  password: 'Demo@2026!',
  confirmPassword: 'Demo@2026!',
  referred_by: '',
};

const partner = {
  accountType: 'personal',
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  password: 'Demo@2026!',
  confirmPassword: 'Demo@2026!',
  ageConfirmed: true,
};

describe('standard business registration', () => {
  it('accepts a complete form', () => {
    expect(registerBusinessForm.standard.requestOtp.safeParse(standard).success).toBe(true);
    expect(registerBusinessForm.standard.submit.parse({ ...standard, otp: '12345' }).business_name).toBe(
      'Agrifields Produce',
    );
  });

  it("uses this screen's messages", () => {
    expect(
      fieldErrors(registerBusinessForm.standard.requestOtp, {
        ...standard,
        business_type: '',
        business_master_category: '',
        email: 'no',
        password: 'pass word',
      }),
    ).toEqual({
      business_type: M.businessTypeRequired,
      business_master_category: M.industryTypeRequired,
      email: M.emailAddressInvalid,
      password: M.invalidPasswordOtherScreen,
      confirmPassword: M.passwordsDontMatch,
    });
    expect(
      fieldErrors(registerBusinessForm.standard.requestOtp, { ...standard, confirmPassword: 'Demo@2027!' }),
    ).toEqual({ confirmPassword: M.passwordsDontMatch });
  });
});

describe('partner registration', () => {
  it('takes names for a personal account and defaults the industry to eCommerce', () => {
    const parsed = registerBusinessForm.partner.requestOtp.parse(partner);
    expect(parsed).toMatchObject({
      accountType: 'personal',
      first_name: 'Asha',
      business_master_category: 'eCommerce',
    });
    expect(registrationDisplayName(parsed)).toBe('Asha Rao');
  });

  it('takes business fields for a business account and needs neither mobile nor industry', () => {
    const business = {
      ...partner,
      accountType: 'business',
      business_name: 'Acme_1',
      business_type: 'Trust Association Society',
    };
    const parsed = registerBusinessForm.partner.requestOtp.parse(business);
    expect(registrationDisplayName(parsed)).toBe('Acme_1');
    expect(fieldErrors(registerBusinessForm.partner.requestOtp, { ...business, business_type: '' })).toEqual({
      business_type: M.businessTypeRequired,
    });
  });

  it('requires the email, the age gate and a matching password; the code says "code"', () => {
    expect(
      fieldErrors(registerBusinessForm.partner.requestOtp, {
        ...partner,
        email: '',
        ageConfirmed: false,
        confirmPassword: 'other@123',
      }),
    ).toEqual({
      email: M.emailRequired,
      ageConfirmed: M.ageConfirmationRequired,
      confirmPassword: M.passwordsDontMatch,
    });
    expect(fieldErrors(registerBusinessForm.partner.submit, { ...partner, otp: '1' })).toEqual({
      otp: M.invalidCode,
    });
    expect(fieldErrors(registerBusinessForm.partner.requestOtp, { ...partner, accountType: 'x' })).toEqual({
      accountType: M.enterValidDetails,
    });
  });
});
