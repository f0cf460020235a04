import { describe, expect, it } from 'vitest';
import { authenticate } from './authenticate';
import { requestPasswordResetOtp, resetPassword } from './forgot-password';
import { loginWithPassword } from './login-password';
import { memoryAuth } from './testing/memory-auth';

const OLD = 'Old@2026pass';
const NEW = 'New@2026pass';

async function setup() {
  const auth = memoryAuth();
  const user = await auth.addUser({
    email: 'asha@example.test',
    mobile: { countryCode: '+91', number: '9876500001' },
    password: OLD,
  });
  return { auth, user };
}

describe('forgot password', () => {
  it("resets by mobile and answers 'Successfully Reset Password'; the old password stops working", async () => {
    const { auth } = await setup();
    await requestPasswordResetOtp(auth.deps, { mobile: '9876500001' });
    const r = await resetPassword(auth.deps, {
      mobile: '9876500001',
      otp: auth.codeSentTo('+919876500001'),
      newPassword: NEW,
      confirmPassword: NEW,
    });
    expect(r).toEqual({ ok: true, value: { message: 'Successfully Reset Password' } });
    expect((await loginWithPassword(auth.deps, { username: '9876500001', password: OLD })).ok).toBe(false);
    expect((await loginWithPassword(auth.deps, { username: '9876500001', password: NEW })).ok).toBe(true);
  });

  it('resets by email (the partner variant)', async () => {
    const { auth } = await setup();
    await requestPasswordResetOtp(auth.deps, { email: 'asha@example.test' });
    const otp = auth.codeSentTo('asha@example.test');
    expect((await resetPassword(auth.deps, { email: 'asha@example.test', otp, newPassword: NEW })).ok).toBe(
      true,
    );
  });

  it('ends every session of the account', async () => {
    const { auth } = await setup();
    const login = await loginWithPassword(auth.deps, { username: 'asha@example.test', password: OLD });
    await requestPasswordResetOtp(auth.deps, { email: 'asha@example.test' });
    const otp = auth.codeSentTo('asha@example.test');
    await resetPassword(auth.deps, { email: 'asha@example.test', otp, newPassword: NEW });
    const check = await authenticate(auth.deps, { accessToken: login.ok ? login.value.accessToken : '' });
    expect(check).toMatchObject({ ok: false, error: { code: 'AUTH.SESSION_REVOKED' } });
  });

  it('lifts a password lock: holding the code proves the account', async () => {
    const { auth } = await setup();
    for (let i = 0; i < 10; i++)
      await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'x' });
    await requestPasswordResetOtp(auth.deps, { email: 'asha@example.test' });
    const otp = auth.codeSentTo('asha@example.test');
    await resetPassword(auth.deps, { email: 'asha@example.test', otp, newPassword: NEW });
    expect((await loginWithPassword(auth.deps, { username: 'asha@example.test', password: NEW })).ok).toBe(
      true,
    );
  });

  it('refuses a wrong code and keeps the password', async () => {
    const { auth } = await setup();
    await requestPasswordResetOtp(auth.deps, { email: 'asha@example.test' });
    const otp = auth.codeSentTo('asha@example.test') === '00000' ? '11111' : '00000';
    const r = await resetPassword(auth.deps, { email: 'asha@example.test', otp, newPassword: NEW });
    expect(r).toMatchObject({ ok: false, error: { message: 'Invalid OTP' } });
    expect((await loginWithPassword(auth.deps, { username: 'asha@example.test', password: OLD })).ok).toBe(
      true,
    );
  });

  it("answers 'Failed to reset password' for the code of an identifier without an account", async () => {
    const auth = memoryAuth();
    await requestPasswordResetOtp(auth.deps, { email: 'ghost@example.test' });
    const otp = auth.digitsIssued().at(-1)!;
    const r = await resetPassword(auth.deps, { email: 'ghost@example.test', otp, newPassword: NEW });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'AUTH.RESET_FAILED', message: 'Failed to reset password' },
    });
    expect(auth.outbox()).toEqual([]);
  });
});
