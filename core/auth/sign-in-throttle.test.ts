import { describe, expect, it } from 'vitest';
import type { SignInSource } from './attempts';
import { loginWithOtp, requestLoginOtp } from './login-otp';
import { loginWithPassword } from './login-password';
import { memoryAuth } from './testing/memory-auth';

// Nobody can lock an account any more: failures are throttled per account and source, and the
// owner's own source (one they signed in from) keeps working while an attacker elsewhere hammers.
const PASSWORD = 'Secret@2026';
const HOME: SignInSource = { address: '203.0.113.7' };
const at = (n: number): SignInSource => ({ address: `198.51.100.${n}` });

async function setup() {
  const auth = memoryAuth();
  const user = await auth.addUser({
    email: 'asha@example.test',
    mobile: { countryCode: '+91', number: '9876500001' },
    password: PASSWORD,
  });
  const login = (from: SignInSource, password = PASSWORD) =>
    loginWithPassword(auth.deps, { username: 'asha@example.test', password }, from);
  return { auth, user, login };
}

describe('sign-in throttling', () => {
  it('lets the owner in from their own source while an attacker hammers the account from many others', async () => {
    const { auth, login } = await setup();
    expect((await login(HOME)).ok).toBe(true);
    for (let i = 0; i < 300; i++) await login(at(i % 50), 'Wrong@2026');
    expect(await login(at(99))).toMatchObject({ ok: false, error: { code: 'AUTH.THROTTLED' } });
    expect((await login(HOME)).ok).toBe(true);
    auth.clock.advance(1);
    expect((await login(HOME)).ok).toBe(true);
  });

  it('slows a source down with growing delays, even for the right password, and lets it in after the wait', async () => {
    const { auth, login } = await setup();
    for (let i = 0; i < 9; i++) expect(await login(at(1), 'Wrong@2026')).toMatchObject({ ok: false });
    expect(await login(at(1), 'Wrong@2026')).toMatchObject({
      ok: false,
      error: { code: 'AUTH.THROTTLED', message: 'Too many failed attempts. Please try again in 1 second.' },
    });
    expect(await login(at(1))).toMatchObject({ ok: false, error: { code: 'AUTH.THROTTLED' } });
    auth.clock.advance(1_000);
    expect(await login(at(1), 'Wrong@2026')).toMatchObject({
      error: { message: 'Too many failed attempts. Please try again in 2 seconds.' },
    });
    auth.clock.advance(2_000);
    expect((await login(at(1))).ok).toBe(true);
  });

  it('holds attackers spread over many sources to the account-wide delays', async () => {
    const { login } = await setup();
    for (let i = 0; i < 10; i++) await login(at(i), 'Wrong@2026');
    expect(await login(at(200), 'Wrong@2026')).toMatchObject({ error: { code: 'AUTH.THROTTLED' } });
    expect(await login(at(201))).toMatchObject({ error: { code: 'AUTH.THROTTLED' } });
  });

  it('tells the owner by message once when the delays start', async () => {
    const { auth, login } = await setup();
    for (let i = 0; i < 30; i++) await login(at(i), 'Wrong@2026');
    const notices = auth.outbox().filter((m) => m.to === 'asha@example.test');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toMatch(/wrong password for your ISPz account several times/);
  });

  it('keeps OTP login working from the owner’s source while wrong codes pour in from elsewhere', async () => {
    const { auth } = await setup();
    const ask = () => requestLoginOtp(auth.deps, { mobile: '9876500001' });
    const submit = (otp: string, from: SignInSource) =>
      loginWithOtp(auth.deps, { mobile: '9876500001', otp }, from);
    await ask();
    expect((await submit(auth.codeSentTo('+919876500001')!, HOME)).ok).toBe(true);
    auth.clock.advance(61_000);
    await ask();
    const code = auth.codeSentTo('+919876500001')!;
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 0; i < 4; i++) await submit(wrong, at(i));
    for (let i = 0; i < 20; i++) await submit(wrong, at(i)); // the code is spent; failures still count
    expect(await submit(wrong, at(77))).toMatchObject({ error: { code: 'AUTH.THROTTLED' } });
    auth.clock.advance(61_000);
    await ask();
    expect((await submit(auth.codeSentTo('+919876500001')!, HOME)).ok).toBe(true);
  });
});
