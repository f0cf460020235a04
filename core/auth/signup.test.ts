import { describe, expect, it } from 'vitest';
import { memoryWalletStore } from '../accounts/wallets/memory-wallet-store';
import { requestSignupOtp, signup } from './signup';
import { GOOD_PASSWORD, UBARGAIN } from './testing/auth-fixtures';
import { memoryAuth } from './testing/memory-auth';

const FORM = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  mobile: '9123456780',
  countryCode: '+91',
  email: 'ravi@example.test',
  password: GOOD_PASSWORD,
};

async function signUp(auth = memoryAuth(), extra: Record<string, unknown> = {}) {
  const sent = await requestSignupOtp(auth.deps, { ...FORM, ...extra });
  const to = extra.ecosystemId === UBARGAIN.id ? String(extra.email ?? FORM.email) : '+919123456780';
  const result = await signup(auth.deps, { ...FORM, ...extra, otp: auth.codeSentTo(to) ?? '00000' });
  return { auth, sent, result };
}

describe('sign-up', () => {
  it('sends the code to the mobile, then creates the account and logs it in', async () => {
    const { auth, sent, result } = await signUp();
    expect(sent).toMatchObject({ ok: true, value: { message: 'OTP sent successfully' } });
    expect(auth.outbox()[0]).toMatchObject({ channel: 'sms', to: '+919123456780' });
    const user = await auth.read().users.findByMobile('9123456780');
    expect(user).toMatchObject({ firstName: 'Ravi', email: 'ravi@example.test', role: 'consumer' });
    expect(user!.passwordHash).not.toContain(GOOD_PASSWORD);
    expect(user!.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(result.ok && result.value.session.userId).toBe(user!.id);
  });

  it('records as proven only the contact its code went to: the mobile, or the email in an email-only ecosystem', async () => {
    const { auth } = await signUp();
    const byMobile = await auth.read().users.findByMobile('9123456780');
    expect(byMobile).toMatchObject({
      mobileVerifiedAt: auth.clock.now().toISOString(),
      emailVerifiedAt: null,
    });

    const partner = memoryAuth();
    partner.addEcosystem(UBARGAIN);
    await signUp(partner, { ecosystemId: UBARGAIN.id, adultConfirmed: true });
    const byEmail = await partner.read().users.findByEmail('ravi@example.test');
    expect(byEmail).toMatchObject({
      emailVerifiedAt: partner.clock.now().toISOString(),
      mobileVerifiedAt: null,
    });
  });

  it('opens the new account’s consumer wallet with it, and none when the sign-up is refused', async () => {
    const { auth } = await signUp();
    const user = await auth.read().users.findByMobile('9123456780');
    expect(await memoryWalletStore(auth.db).findByOwner(user!.id)).toMatchObject({
      ownerUserId: user!.id,
      role: 'consumer',
    });
    const other = memoryAuth();
    await requestSignupOtp(other.deps, FORM);
    const wrong = other.codeSentTo('+919123456780') === '11111' ? '22222' : '11111';
    expect((await signup(other.deps, { ...FORM, otp: wrong })).ok).toBe(false);
    expect(other.db.table('wallets').size).toBe(0);
  });

  it('refuses the form with a wrong code and creates nothing', async () => {
    const auth = memoryAuth();
    await requestSignupOtp(auth.deps, FORM);
    const r = await signup(auth.deps, {
      ...FORM,
      otp: '00000' === auth.codeSentTo('+919123456780') ? '11111' : '00000',
    });
    expect(r).toMatchObject({ ok: false, error: { message: 'Invalid OTP' } });
    expect(await auth.read().users.findByMobile('9123456780')).toBeNull();
  });

  it('does not accept a code sent to the same number under another country code', async () => {
    const auth = memoryAuth();
    await requestSignupOtp(auth.deps, { ...FORM, countryCode: '+1' });
    const r = await signup(auth.deps, { ...FORM, otp: auth.codeSentTo('+19123456780') });
    expect(r).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
  });

  it('upper-cases a referral code and records the referrer', async () => {
    const auth = memoryAuth();
    const referrer = await auth.addUser({ referralCode: 'FRIEND42' });
    const { result } = await signUp(auth, { referralCode: 'friend42' });
    expect(result.ok).toBe(true);
    expect((await auth.read().users.findByMobile('9123456780'))!.referredBy).toBe(referrer.id);
  });

  it('earns the referrer an Eligible reward in the same transaction as the sign-up', async () => {
    const auth = memoryAuth();
    const referrer = await auth.addUser({ referralCode: 'FRIEND42' });
    await signUp(auth, { referralCode: 'FRIEND42' });
    const newcomer = (await auth.read().users.findByMobile('9123456780'))!;
    expect(await auth.read().rewards.findReferral(newcomer.id)).toMatchObject({
      userId: referrer.id,
      referredUserId: newcomer.id,
      status: 'Eligible',
    });
  });

  it('earns no reward for a sign-up without a referral code', async () => {
    const auth = memoryAuth();
    await signUp(auth, {});
    const newcomer = (await auth.read().users.findByMobile('9123456780'))!;
    expect(await auth.read().rewards.findReferral(newcomer.id)).toBeNull();
  });

  it("refuses an unknown referral code with 'Referral code is invalid' before sending anything", async () => {
    const { auth, sent } = await signUp(memoryAuth(), { referralCode: 'NOSUCH1' });
    expect(sent).toMatchObject({
      ok: false,
      error: { code: 'AUTH.REFERRAL_INVALID', message: 'Referral code is invalid' },
    });
    expect(auth.outbox()).toEqual([]);
  });

  it('in the ubargain ecosystem asks for 18+ confirmation and sends the code by email', async () => {
    const auth = memoryAuth();
    auth.addEcosystem(UBARGAIN);
    const refused = await requestSignupOtp(auth.deps, { ...FORM, ecosystemId: UBARGAIN.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'AUTH.AGE_NOT_CONFIRMED' } });
    const { result } = await signUp(auth, { ecosystemId: UBARGAIN.id, adultConfirmed: true });
    expect(result.ok && result.value.session.loginMode.ecosystemId).toBe(UBARGAIN.id);
    const user = await auth.read().users.findByEmail('ravi@example.test');
    expect(user!.adultConfirmedAt).toBe('2026-01-15T12:00:00.000Z');
  });

  it('requires the email in an email-only ecosystem', async () => {
    const auth = memoryAuth();
    auth.addEcosystem(UBARGAIN);
    const r = await requestSignupOtp(auth.deps, {
      ...FORM,
      email: undefined,
      ecosystemId: UBARGAIN.id,
      adultConfirmed: true,
    });
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'AUTH.EMAIL_REQUIRED', message: 'Email is required' },
    });
  });

  it('refuses a password outside the spec’s rule', async () => {
    const auth = memoryAuth();
    const r = await signup(auth.deps, { ...FORM, password: 'short', otp: '12345' });
    expect(r).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_INPUT' } });
  });
});
