import { describe, expect, it } from 'vitest';
import { loginWithOtp, requestLoginOtp } from './login-otp';
import { UBARGAIN } from './testing/auth-fixtures';
import { memoryAuth } from './testing/memory-auth';

describe('login with an OTP', () => {
  it('logs in by email and code, the code sent by email', async () => {
    const auth = memoryAuth();
    const user = await auth.addUser({ email: 'asha@example.test' });
    await requestLoginOtp(auth.deps, { email: 'ASHA@example.test' });
    expect(auth.outbox()[0]).toMatchObject({
      channel: 'email',
      to: 'asha@example.test',
      notificationType: 'otp.login',
    });
    const r = await loginWithOtp(auth.deps, {
      email: 'asha@example.test',
      otp: auth.codeSentTo('asha@example.test'),
    });
    expect(r.ok && r.value.session.userId).toBe(user.id);
  });

  it('sends the SMS to the country code the account has', async () => {
    const auth = memoryAuth();
    await auth.addUser({ mobile: { countryCode: '+1', number: '9876500009' } });
    await requestLoginOtp(auth.deps, { mobile: '9876500009' });
    expect(auth.outbox()[0]).toMatchObject({ channel: 'sms', to: '+19876500009' });
  });

  it('asks for a mobile or an email, not both', async () => {
    const auth = memoryAuth();
    const both = await requestLoginOtp(auth.deps, { mobile: '9876500009', email: 'a@example.test' });
    expect(both).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_INPUT' } });
  });

  it('refuses a mobile number in an email-only ecosystem', async () => {
    const auth = memoryAuth();
    auth.addEcosystem(UBARGAIN);
    const r = await requestLoginOtp(auth.deps, { mobile: '9876500009', ecosystemId: UBARGAIN.id });
    expect(r).toMatchObject({ ok: false, error: { code: 'AUTH.EMAIL_ONLY' } });
  });

  it('slows OTP login down after 10 failed codes, across fresh codes, the right code included', async () => {
    const auth = memoryAuth();
    await auth.addUser({ mobile: { countryCode: '+91', number: '9876500001' } });
    const ask = () => requestLoginOtp(auth.deps, { mobile: '9876500001' });
    const submit = (otp: string) => loginWithOtp(auth.deps, { mobile: '9876500001', otp });
    let last = await submit('00000');
    for (let i = 1; i < 10; i++) {
      if (i % 3 === 0) {
        auth.clock.advance(61_000);
        await ask();
      }
      last = await submit('00000');
    }
    expect(last).toMatchObject({
      ok: false,
      error: { code: 'AUTH.THROTTLED', message: 'Too many failed attempts. Please try again in 1 second.' },
    });
    await ask();
    expect(await submit(auth.codeSentTo('+919876500001')!)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.THROTTLED' },
    });
    auth.clock.advance(1_000);
    await ask();
    expect((await submit(auth.codeSentTo('+919876500001')!)).ok).toBe(true);
  });

  it('never logs in an unknown number, whatever code is tried', async () => {
    const auth = memoryAuth();
    await requestLoginOtp(auth.deps, { mobile: '9000000000' });
    const decoy = auth.digitsIssued().at(-1)!;
    const r = await loginWithOtp(auth.deps, { mobile: '9000000000', otp: decoy });
    expect(r).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
  });
});
