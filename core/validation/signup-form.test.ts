import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { signupForm, signupFormFor } from './signup-form';

const valid = {
  firstname: 'Asha',
  lastname: 'Rao',
  email: '',
  password: 'Demo@2026!',
  countryCode: '+91',
  mobile: '9876543210',
  referred_by: 'ab12cd',
};

describe('signup', () => {
  it('sends the payload fields, with a blank email dropped and the referral code upper-cased', () => {
    expect(signupForm.standard.requestOtp.parse(valid)).toEqual({
      firstname: 'Asha',
      lastname: 'Rao',
      password: 'Demo@2026!',
      countryCode: '+91',
      mobile: '9876543210',
      referred_by: 'AB12CD',
    });
  });

  it('shows every field message of an empty form', () => {
    expect(fieldErrors(signupForm.standard.requestOtp, { email: 'bad' })).toEqual({
      firstname: M.firstNameRequired,
      lastname: M.lastNameRequired,
      email: M.invalidEmail,
      password: M.passwordRequired,
      countryCode: M.enterValidDetails,
      mobile: M.enterMobileNumber,
    });
    expect(fieldErrors(signupForm.standard.requestOtp, { ...valid, password: 'no spaces!' }).password).toBe(
      M.invalidSignupPassword,
    );
  });

  it('needs the OTP on the submit step', () => {
    expect(fieldErrors(signupForm.standard.submit, valid)).toEqual({ otp: M.invalidOtp });
    expect(signupForm.standard.submit.parse({ ...valid, otp: '12345' }).otp).toBe('12345');
  });

  it('gates the ubargain ecosystem on the age checkbox, before the OTP is requested', () => {
    const form = signupFormFor('https://ubargain.example');
    expect(form).toBe(signupForm.ageGated);
    expect(fieldErrors(form.requestOtp, valid)).toEqual({ ageConfirmed: M.ageConfirmationRequired });
    expect(form.requestOtp.safeParse({ ...valid, ageConfirmed: true }).success).toBe(true);
    expect(signupFormFor('https://agrifields.example')).toBe(signupForm.standard);
    expect(signupForm.standard.requestOtp.safeParse(valid).success).toBe(true);
  });
});
