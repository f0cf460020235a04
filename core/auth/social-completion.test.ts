import { describe, expect, it } from 'vitest';
import { resendOtp } from './resend-otp';
import { beginSocialRegistration, completeSocialRegistration, requestSocialOtp } from './social-completion';
import { memoryAuth } from './testing/memory-auth';

async function begun() {
  const auth = memoryAuth();
  const begin = await beginSocialRegistration(auth.deps, {
    provider: 'google',
    providerUserId: 'g-123',
    email: 'Neha@Example.test',
    firstName: 'Neha',
    lastName: 'Shah',
  });
  const key = begin.ok ? begin.value.key : '';
  return { auth, key };
}

describe('social-media completion', () => {
  it('sends a code to the mobile, then creates the account from the provider and logs it in', async () => {
    const { auth, key } = await begun();
    // spec §3: the route-state key arrives JSON-quoted.
    const sent = await requestSocialOtp(auth.deps, {
      mobile: '9988776655',
      countryCode: '+91',
      key: `"${key}"`,
    });
    expect(sent).toMatchObject({ ok: true, value: { message: 'OTP sent successfully' } });
    const r = await completeSocialRegistration(auth.deps, {
      mobile: '9988776655',
      otp: auth.codeSentTo('+919988776655'),
    });
    expect(r.ok).toBe(true);
    const user = await auth.read().users.findByMobile('9988776655');
    expect(user).toMatchObject({ firstName: 'Neha', email: 'neha@example.test', passwordHash: null });
    expect(r.ok && r.value.session.userId).toBe(user!.id);
  });

  it('keeps the key only hashed, and completes a key once', async () => {
    const { auth, key } = await begun();
    await requestSocialOtp(auth.deps, { mobile: '9988776655', countryCode: '+91', key });
    await completeSocialRegistration(auth.deps, {
      mobile: '9988776655',
      otp: auth.codeSentTo('+919988776655'),
    });
    const again = await requestSocialOtp(auth.deps, { mobile: '9988776656', countryCode: '+91', key });
    expect(again).toMatchObject({ ok: false, error: { code: 'AUTH.SOCIAL_KEY_INVALID' } });
  });

  it('refuses an unknown or expired key', async () => {
    const { auth, key } = await begun();
    const unknown = await requestSocialOtp(auth.deps, {
      mobile: '9988776655',
      countryCode: '+91',
      key: 'nope',
    });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'AUTH.SOCIAL_KEY_INVALID' } });
    auth.clock.advance(31 * 60_000);
    const late = await requestSocialOtp(auth.deps, { mobile: '9988776655', countryCode: '+91', key });
    expect(late).toMatchObject({ ok: false, error: { code: 'AUTH.SOCIAL_KEY_INVALID' } });
  });

  it('records the referrer of an optional referral code', async () => {
    const { auth, key } = await begun();
    const referrer = await auth.addUser({ referralCode: 'PAL7' });
    await requestSocialOtp(auth.deps, {
      mobile: '9988776655',
      countryCode: '+91',
      key,
      referralCode: 'pal7',
    });
    await completeSocialRegistration(auth.deps, {
      mobile: '9988776655',
      otp: auth.codeSentTo('+919988776655'),
    });
    expect((await auth.read().users.findByMobile('9988776655'))!.referredBy).toBe(referrer.id);
  });

  it('resends with the mobile alone, keeping the flow', async () => {
    const { auth, key } = await begun();
    await requestSocialOtp(auth.deps, { mobile: '9988776655', countryCode: '+91', key });
    const first = auth.codeSentTo('+919988776655');
    expect((await resendOtp(auth.deps, { purpose: 'social', mobile: '9988776655' })).ok).toBe(true);
    const second = auth.codeSentTo('+919988776655');
    expect(second).not.toBe(first);
    expect((await completeSocialRegistration(auth.deps, { mobile: '9988776655', otp: second })).ok).toBe(
      true,
    );
  });
});
