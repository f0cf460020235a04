import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { FORGOT_PASSWORD_HINT, forgotPasswordForm } from './forgot-password-form';
import { VALIDATION_MESSAGES as M } from './messages';

const passwords = { newPassword: 'Demo@2026!', confirmPassword: 'Demo@2026!' };

describe('forgot password, mobile variant', () => {
  it('sends the OTP for a valid mobile only', () => {
    expect(fieldErrors(forgotPasswordForm.mobile.requestOtp, { mobile: '' })).toEqual({
      mobile: M.enterMobileNumber,
    });
    expect(forgotPasswordForm.mobile.requestOtp.parse({ mobile: '9876543210' })).toEqual({
      mobile: '9876543210',
    });
  });

  it('resets with a valid new password, its confirmation and the OTP', () => {
    const reset = { mobile: '9876543210', ...passwords, otp: '12345' };
    expect(forgotPasswordForm.mobile.submit.parse(reset)).toEqual(reset);
    expect(fieldErrors(forgotPasswordForm.mobile.submit, { mobile: '9876543210', otp: '' })).toEqual({
      newPassword: M.passwordRequired,
      confirmPassword: M.confirmPasswordRequired,
      otp: M.invalidOtp,
    });
    expect(
      fieldErrors(forgotPasswordForm.mobile.submit, { ...reset, confirmPassword: 'Demo@2025!' }),
    ).toEqual({
      confirmPassword: M.passwordsDoNotMatch,
    });
    expect(
      fieldErrors(forgotPasswordForm.mobile.submit, {
        ...reset,
        newPassword: 'short',
        confirmPassword: 'short',
      }),
    ).toEqual({ newPassword: M.invalidSignupPassword });
  });
});

describe('forgot password, email variant', () => {
  it('needs an email, then the code', () => {
    expect(fieldErrors(forgotPasswordForm.email.requestOtp, { email: '' })).toEqual({
      email: M.emailRequired,
    });
    expect(fieldErrors(forgotPasswordForm.email.requestOtp, { email: 'ana' })).toEqual({
      email: M.invalidEmail,
    });
    expect(
      fieldErrors(forgotPasswordForm.email.submit, { email: 'ana@x.com', ...passwords, otp: '12' }),
    ).toEqual({
      otp: M.invalidCode,
    });
  });

  it('shows the minimum-length hint', () => {
    expect(FORGOT_PASSWORD_HINT).toBe('Minimum 8 characters');
  });
});
