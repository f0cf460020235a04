import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { requestPasswordResetOtp, resetPassword } from './forgot-password';
import { loginWithOtp, requestLoginOtp } from './login-otp';
import { memoryAuth } from './testing/memory-auth';

/** A user with a code for mobile login waiting for them. */
async function withCode() {
  const auth = memoryAuth();
  const user = await auth.addUser({ mobile: { countryCode: '+91', number: '9876500001' } });
  const sent = await requestLoginOtp(auth.deps, { mobile: '9876500001' });
  expect(sent).toMatchObject({ ok: true, value: { message: MESSAGES.otpSent } });
  const code = auth.codeSentTo('+919876500001')!;
  const wrong = (n: number) => String((Number(code) + 1 + n) % 100_000).padStart(5, '0');
  const submit = (otp: string) => loginWithOtp(auth.deps, { mobile: '9876500001', otp });
  return { auth, user, code, wrong, submit };
}

describe('OTP lifecycle', () => {
  it('sends 5 digits by SMS to the number with its country code, and logs in with them', async () => {
    const { code, submit, user } = await withCode();
    expect(code).toMatch(/^\d{5}$/);
    const r = await submit(code);
    expect(r.ok && r.value.session.userId).toBe(user.id);
  });

  it('keeps only a MAC of the code, never the code itself', async () => {
    const { auth, code } = await withCode();
    const stored = JSON.stringify(auth.read().otps.all());
    expect(stored).not.toContain(`"${code}"`);
    expect(auth.read().otps.all()[0]!.codeMac).not.toContain(code);
  });

  it('refuses a wrong code with "Invalid OTP"', async () => {
    const { submit, wrong } = await withCode();
    expect(await submit(wrong(0))).toMatchObject({
      ok: false,
      error: { code: 'AUTH.OTP_INVALID', message: 'Invalid OTP' },
    });
  });

  it('refuses a code after 10 minutes', async () => {
    const { auth, code, submit } = await withCode();
    auth.clock.advance(10 * 60_000);
    expect(await submit(code)).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
  });

  it('makes the previous code useless when a new one is requested', async () => {
    const { auth, code, submit } = await withCode();
    await requestLoginOtp(auth.deps, { mobile: '9876500001' });
    const second = auth.codeSentTo('+919876500001')!;
    expect(second).not.toBe(code);
    expect((await submit(code)).ok).toBe(false);
    expect((await submit(second)).ok).toBe(true);
  });

  it('binds a code to its purpose: a login code does not reset a password', async () => {
    const { auth, code } = await withCode();
    const r = await resetPassword(auth.deps, {
      mobile: '9876500001',
      otp: code,
      newPassword: 'NewPass@2026',
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
  });

  it('binds a code to its identifier: one number’s code does not log in another', async () => {
    const { auth, code } = await withCode();
    await auth.addUser({ mobile: { countryCode: '+91', number: '9876500002' } });
    const r = await loginWithOtp(auth.deps, { mobile: '9876500002', otp: code });
    expect(r.ok).toBe(false);
  });

  it('answers an unknown number exactly as a known one, and sends nothing', async () => {
    const auth = memoryAuth();
    const r = await requestPasswordResetOtp(auth.deps, { mobile: '9000000000' });
    expect(r).toMatchObject({ ok: true, value: { message: MESSAGES.otpSent } });
    expect(auth.outbox()).toEqual([]);
  });

  it('sends at most 3 codes a minute and 10 an hour to one identifier', async () => {
    const auth = memoryAuth();
    await auth.addUser({ email: 'asha@example.test' });
    const ask = () => requestLoginOtp(auth.deps, { email: 'asha@example.test' });
    for (let i = 0; i < 3; i++) expect((await ask()).ok).toBe(true);
    expect(await ask()).toMatchObject({
      ok: false,
      error: { kind: 'too_many_requests', code: 'AUTH.OTP_SEND_LIMIT' },
    });
    for (let minute = 1; minute <= 3; minute++) {
      auth.clock.advance(60_000);
      for (let i = 0; i < 3 && minute * 3 + i < 10; i++) expect((await ask()).ok).toBe(true);
    }
    auth.clock.advance(60_000);
    expect((await ask()).ok).toBe(false);
    auth.clock.advance(60 * 60_000);
    expect((await ask()).ok).toBe(true);
  });

  it('limits unknown identifiers the same way, so limits reveal no accounts', async () => {
    const auth = memoryAuth();
    for (let i = 0; i < 3; i++) await requestLoginOtp(auth.deps, { mobile: '9000000000' });
    expect(await requestLoginOtp(auth.deps, { mobile: '9000000000' })).toMatchObject({ ok: false });
  });
});

describe('OTP rules, generated', () => {
  it('no OTP is accepted after 5 wrong tries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 9 }), async (wrongTries) => {
        const { code, submit, wrong } = await withCode();
        for (let i = 0; i < wrongTries; i++) expect((await submit(wrong(i))).ok).toBe(false);
        expect((await submit(code)).ok).toBe(wrongTries < 5);
      }),
      { numRuns: 30 },
    );
  });

  it('an OTP is never accepted twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), async (rightOrWrong) => {
        const { code, submit, wrong } = await withCode();
        let accepted = 0;
        for (const [i, right] of rightOrWrong.entries())
          if ((await submit(right ? code : wrong(i))).ok) accepted++;
        expect(accepted).toBeLessThanOrEqual(1);
      }),
      { numRuns: 30 },
    );
  });
});
