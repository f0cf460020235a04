import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { socialCompletionForm } from './social-completion-form';

describe('social completion', () => {
  it('requests the OTP with mobile_no, countryCode and an optional upper-cased referral code', () => {
    expect(
      socialCompletionForm.requestOtp.parse({
        mobile_no: '9876543210',
        countryCode: '+1',
        referral_code: 'x9',
      }),
    ).toEqual({ mobile_no: '9876543210', countryCode: '+1', referral_code: 'X9' });
    expect(
      socialCompletionForm.requestOtp.parse({
        mobile_no: '9876543210',
        countryCode: '+91',
        referral_code: '',
      }),
    ).toEqual({ mobile_no: '9876543210', countryCode: '+91' });
  });

  it("uses this screen's mobile message", () => {
    expect(fieldErrors(socialCompletionForm.requestOtp, { mobile_no: '12', countryCode: '+91' })).toEqual({
      mobile_no: M.invalidMobile,
    });
    expect(
      fieldErrors(socialCompletionForm.requestOtp, { countryCode: '+91', referral_code: 'a-b' }),
    ).toEqual({
      mobile_no: M.enterMobileNumber,
      referral_code: M.invalidReferralCode,
    });
  });

  it('verifies with mobile and the OTP', () => {
    expect(socialCompletionForm.submit.parse({ mobile: '9876543210', otp: '00000' })).toEqual({
      mobile: '9876543210',
      otp: '00000',
    });
    expect(fieldErrors(socialCompletionForm.submit, { mobile: '9876543210' })).toEqual({ otp: M.invalidOtp });
  });
});
