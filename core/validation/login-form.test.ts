import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-kit';
import { loginChannel, loginForm } from './login-form';
import { VALIDATION_MESSAGES as M } from './messages';

describe('password login', () => {
  it('accepts a username of letters, digits, underscore, @ and dot with a valid password', () => {
    for (const username of ['lender@demo.test', 'user_01', '9876543210']) {
      expect(loginForm.password.parse({ username, password: 'Demo@2026!' })).toEqual({
        username,
        password: 'Demo@2026!',
      });
    }
  });

  it('shows the spec messages', () => {
    expect(fieldErrors(loginForm.password, {})).toEqual({
      username: M.fieldRequired,
      password: M.passwordRequired,
    });
    expect(fieldErrors(loginForm.password, { username: 'ana b#x', password: 'short' })).toEqual({
      username: M.invalidEmailOrMobile,
      password: M.enterValidPassword,
    });
  });

  it('accepts every email address sign-up accepts, hyphens and plus signs included', () => {
    for (const username of ['meera-nair@my-company.test', 'ana+loans@x.com', 'ana_b.c@x.com', '9876543210']) {
      expect(fieldErrors(loginForm.password, { username, password: 'Demo@2026!' })).toEqual({});
    }
  });

  it('takes only an email on the ubargain login', () => {
    expect(loginForm.ubargainPassword.parse({ username: 'ana@x.com', password: 'Demo@2026!' }).username).toBe(
      'ana@x.com',
    );
    expect(
      fieldErrors(loginForm.ubargainPassword, { username: '9876543210', password: 'Demo@2026!' }),
    ).toEqual({
      username: M.invalidEmail,
    });
    expect(fieldErrors(loginForm.ubargainPassword, { username: '', password: 'Demo@2026!' })).toEqual({
      username: M.fieldRequired,
    });
  });
});

describe('OTP logins', () => {
  it('mobile + OTP: asks for the number, then the 5-digit code', () => {
    expect(fieldErrors(loginForm.mobileOtp.requestOtp, { mobile: '' })).toEqual({
      mobile: M.enterMobileNumber,
    });
    expect(loginForm.mobileOtp.requestOtp.parse({ mobile: '9876543210' })).toEqual({ mobile: '9876543210' });
    expect(fieldErrors(loginForm.mobileOtp.submit, { mobile: '9876543210', otp: '1234' })).toEqual({
      otp: M.invalidOtp,
    });
  });

  it('email + OTP: needs a valid email, and the code once sent', () => {
    expect(fieldErrors(loginForm.emailOtp.requestOtp, {})).toEqual({ email: M.emailRequired });
    expect(fieldErrors(loginForm.emailOtp.requestOtp, { email: 'x@' })).toEqual({
      email: M.invalidEmailAddress,
    });
    expect(loginForm.emailOtp.requestOtp.safeParse({ email: 'x@y.io' }).success).toBe(true);
    expect(fieldErrors(loginForm.emailOtp.submit, { email: 'x@y.io' })).toEqual({ otp: M.invalidOtp });
    expect(loginForm.emailOtp.submit.parse({ email: 'x@y.io', otp: '54321' })).toEqual({
      email: 'x@y.io',
      otp: '54321',
    });
  });

  it('phone or email: either is accepted, anything else refused', () => {
    const step = loginForm.phoneOrEmail.requestOtp;
    expect(fieldErrors(step, { username: '' })).toEqual({ username: M.enterMobileOrEmail });
    expect(fieldErrors(step, { username: '12345' })).toEqual({ username: M.invalidEmailIdOrPhone });
    expect(step.safeParse({ username: '7012345678' }).success).toBe(true);
    expect(step.safeParse({ username: 'ana@x.com' }).success).toBe(true);
    expect(loginChannel('7012345678')).toBe('mobile');
    expect(loginChannel('ana@x.com')).toBe('email');
    expect(fieldErrors(loginForm.phoneOrEmail.submit, { username: 'ana@x.com', otp: 'abcde' })).toEqual({
      otp: M.invalidOtp,
    });
  });
});
