import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../accounts/testing/accounts-world';
import type { User } from '../accounts/user';
import { loginWithPassword } from './login-password';
import { memoryOtpStore } from './memory-otp-store';
import { memorySessionStore } from './memory-session-store';
import { changeProfile, requestContactOtp } from './profile-change';
import type { Session } from './session';

const PASSWORD = 'Secret@2026';
/** What a replaced address needs besides its code. */
const holder = { currentPassword: PASSWORD };

describe('profile changes (PUT /users)', () => {
  let w: AccountsWorld;
  let asha: User;
  let ravi: User;
  const codeSentTo = (to: string) =>
    w
      .outbox()
      .filter((m) => m.to === to)
      .at(-1)
      ?.body.match(/^(\d{5}) /)?.[1];
  const stored = async (id: string) => (await w.read().profiles.findById(id))!;
  beforeEach(async () => {
    w = accountsWorld();
    const passwordHash = await w.auth.crypto.passwords.hash(PASSWORD);
    asha = await w.addUser({ email: 'asha@example.test', emailVerifiedAt: null, passwordHash });
    ravi = await w.addUser({
      email: 'ravi@example.test',
      mobile: { countryCode: '+91', number: '9123456789' },
      passwordHash,
    });
  });

  it("changes names freely → 'Updated Successfully', and only the caller’s", async () => {
    const r = await changeProfile(w.auth, actorOf(asha), {
      firstname: 'Asha Devi',
      lastname: 'Nair',
      user_id: ravi.id,
    });
    expect(r).toMatchObject({
      ok: true,
      value: { message: 'Updated Successfully', profile: { firstName: 'Asha Devi', lastName: 'Nair' } },
    });
    expect(await stored(asha.id)).toMatchObject({ firstName: 'Asha Devi', lastName: 'Nair' });
    expect(await stored(ravi.id)).toMatchObject({ firstName: 'Asha', lastName: 'Rao' });
  });

  it('refuses a new email or mobile number without the code sent to it, changing nothing', async () => {
    for (const change of [
      { firstname: 'Zed', email: 'new@example.test' },
      { mobile: '8123456789' },
      { countryCode: '+1' },
    ]) {
      expect(await changeProfile(w.auth, actorOf(asha), change)).toMatchObject({
        ok: false,
        error: { kind: 'invalid', code: 'PROFILE.OTP_REQUIRED', message: 'Please enter a valid OTP' },
      });
    }
    expect(await stored(asha.id)).toMatchObject({ firstName: 'Asha', email: 'asha@example.test' });
  });

  it('sends a hashed code to the new email, and the code applies the change once', async () => {
    const sent = await requestContactOtp(w.auth, actorOf(asha), { email: ' Asha.Nair@Example.TEST ' });
    expect(sent).toMatchObject({ ok: true, value: { message: 'OTP sent successfully' } });
    const code = codeSentTo('asha.nair@example.test')!;
    expect(code).toMatch(/^\d{5}$/);
    const record = await memoryOtpStore(w.db).latest('contact', 'email:asha.nair@example.test');
    expect(record?.codeMac).not.toContain(code);

    const r = await changeProfile(w.auth, actorOf(asha), {
      firstname: 'Asha Devi',
      email: 'asha.nair@example.test',
      otp: code,
      ...holder,
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        message: 'Updated Successfully',
        profile: { firstName: 'Asha Devi', email: 'asha.nair@example.test' },
      },
    });
    expect(await stored(asha.id)).toMatchObject({
      firstName: 'Asha Devi',
      email: 'asha.nair@example.test',
      emailVerifiedAt: w.clock.now().toISOString(),
    });
    // Used once: moved on to a third address, the first code cannot bring the second one back.
    await requestContactOtp(w.auth, actorOf(asha), { email: 'third@example.test' });
    const third = codeSentTo('third@example.test')!;
    expect(
      await changeProfile(w.auth, actorOf(asha), { email: 'third@example.test', otp: third, ...holder }),
    ).toMatchObject({ ok: true });
    expect(
      await changeProfile(w.auth, actorOf(asha), { email: 'asha.nair@example.test', otp: code, ...holder }),
    ).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
    expect(await stored(asha.id)).toMatchObject({ email: 'third@example.test' });
  });

  it('changes the mobile number by a code sent by SMS to the new number with its country code', async () => {
    await requestContactOtp(w.auth, actorOf(asha), { mobile: '8123456789', countryCode: '+1' });
    const message = w.outbox().at(-1)!;
    expect(message).toMatchObject({ channel: 'sms', to: '+18123456789' });
    const otp = codeSentTo('+18123456789')!;
    expect(
      await changeProfile(w.auth, actorOf(asha), { mobile: '8123456789', countryCode: '+1', otp, ...holder }),
    ).toMatchObject({
      ok: true,
      value: { profile: { mobile: { countryCode: '+1', number: '8123456789' } } },
    });
    expect(await stored(asha.id)).toMatchObject({ mobileVerifiedAt: w.clock.now().toISOString() });
  });

  it('refuses a wrong code, and after five wrong tries not even the right one', async () => {
    await requestContactOtp(w.auth, actorOf(asha), { email: 'new@example.test' });
    const right = codeSentTo('new@example.test')!;
    const wrong = right === '00000' ? '11111' : '00000';
    for (let i = 0; i < 5; i++) {
      expect(
        await changeProfile(w.auth, actorOf(asha), { email: 'new@example.test', otp: wrong, ...holder }),
      ).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID', message: 'Invalid OTP' } });
    }
    expect(
      await changeProfile(w.auth, actorOf(asha), { email: 'new@example.test', otp: right, ...holder }),
    ).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
    expect(await stored(asha.id)).toMatchObject({ email: 'asha@example.test' });
  });

  it('proves only the address the code went to, for the person who asked for it', async () => {
    await requestContactOtp(w.auth, actorOf(ravi), { email: 'shared@example.test' });
    const ravisCode = codeSentTo('shared@example.test')!;
    expect(
      await changeProfile(w.auth, actorOf(asha), { email: 'shared@example.test', otp: ravisCode, ...holder }),
    ).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
    expect(
      await changeProfile(w.auth, actorOf(ravi), { email: 'other@example.test', otp: ravisCode, ...holder }),
    ).toMatchObject({ ok: false, error: { code: 'AUTH.OTP_INVALID' } });
    expect(await stored(asha.id)).toMatchObject({ email: 'asha@example.test' });
    expect(await stored(ravi.id)).toMatchObject({ email: 'ravi@example.test' });
  });

  it('refuses an address another account holds, at both steps, and sends nothing', async () => {
    expect(await requestContactOtp(w.auth, actorOf(asha), { email: 'RAVI@example.test' })).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'PROFILE.EMAIL_TAKEN' },
    });
    expect(await requestContactOtp(w.auth, actorOf(asha), { mobile: '9123456789' })).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'PROFILE.MOBILE_TAKEN' },
    });
    expect(w.outbox()).toEqual([]);
    // Taken between the two steps: the change is refused and nothing is written.
    await requestContactOtp(w.auth, actorOf(asha), { email: 'late@example.test' });
    const otp = codeSentTo('late@example.test')!;
    await w.addUser({ email: 'late@example.test' });
    expect(
      await changeProfile(w.auth, actorOf(asha), {
        firstname: 'Zed',
        email: 'late@example.test',
        otp,
        ...holder,
      }),
    ).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'PROFILE.EMAIL_TAKEN' } });
    expect(await stored(asha.id)).toMatchObject({ firstName: 'Asha', email: 'asha@example.test' });
  });

  it('changes one address per code: email and mobile together are refused', async () => {
    const both = { email: 'new@example.test', mobile: '8123456789' };
    expect(await requestContactOtp(w.auth, actorOf(asha), both)).toMatchObject({
      error: { code: 'PROFILE.ONE_CONTACT_AT_A_TIME' },
    });
    expect(await changeProfile(w.auth, actorOf(asha), { ...both, otp: '12345' })).toMatchObject({
      error: { code: 'PROFILE.ONE_CONTACT_AT_A_TIME' },
    });
  });

  it('proves the current, never-proven email with a code sent to it', async () => {
    expect((await stored(asha.id)).emailVerifiedAt).toBeNull();
    // Sending the current address without a code is no change at all.
    expect(await changeProfile(w.auth, actorOf(asha), { email: 'asha@example.test' })).toMatchObject({
      ok: true,
    });
    expect((await stored(asha.id)).emailVerifiedAt).toBeNull();
    await requestContactOtp(w.auth, actorOf(asha), { email: 'asha@example.test' });
    const otp = codeSentTo('asha@example.test')!;
    expect(await changeProfile(w.auth, actorOf(asha), { email: 'asha@example.test', otp })).toMatchObject({
      ok: true,
      value: { message: 'Updated Successfully' },
    });
    expect((await stored(asha.id)).emailVerifiedAt).toBe(w.clock.now().toISOString());
    // Once proven, asking again is nothing to do.
    expect(await requestContactOtp(w.auth, actorOf(asha), { email: 'asha@example.test' })).toMatchObject({
      error: { code: 'PROFILE.NOTHING_TO_UPDATE' },
    });
  });

  it('asks the holder for the current password too: missing or wrong, nothing changes and the code survives', async () => {
    await requestContactOtp(w.auth, actorOf(asha), { email: 'new@example.test' });
    const otp = codeSentTo('new@example.test')!;
    const change = { email: 'new@example.test', otp };
    expect(await changeProfile(w.auth, actorOf(asha), change)).toMatchObject({
      ok: false,
      error: { kind: 'invalid', code: 'PROFILE.CURRENT_PASSWORD_REQUIRED', message: 'Password is required' },
    });
    // Refused with login's own words, nothing more.
    expect(
      await changeProfile(w.auth, actorOf(asha), { ...change, currentPassword: 'Wrong@2026' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid', code: 'AUTH.INVALID_CREDENTIALS', message: 'Invalid username or password' },
    });
    expect(await stored(asha.id)).toMatchObject({ email: 'asha@example.test' });
    expect(await changeProfile(w.auth, actorOf(asha), { ...change, ...holder })).toMatchObject({
      ok: true,
      value: { profile: { email: 'new@example.test' } },
    });
  });

  it('counts wrong passwords against the login lock, which then refuses even the right one here and at login', async () => {
    await requestContactOtp(w.auth, actorOf(ravi), { email: 'new@example.test' });
    const otp = codeSentTo('new@example.test')!;
    const maxFailures = w.auth.config.passwordThrottle.freeFailures;
    const tries = [];
    for (let i = 0; i < maxFailures; i++)
      tries.push(
        await changeProfile(w.auth, actorOf(ravi), {
          email: 'new@example.test',
          otp,
          currentPassword: `Wrong@${i}xyz`,
        }),
      );
    expect(tries.at(-1)).toMatchObject({
      ok: false,
      error: { kind: 'too_many_requests', code: 'AUTH.THROTTLED' },
    });
    expect(
      await changeProfile(w.auth, actorOf(ravi), { email: 'new@example.test', otp, ...holder }),
    ).toMatchObject({ ok: false, error: { code: 'AUTH.THROTTLED' } });
    expect(
      await loginWithPassword(w.auth, { username: 'ravi@example.test', password: PASSWORD }),
    ).toMatchObject({ ok: false, error: { code: 'AUTH.THROTTLED' } });
    expect(await stored(ravi.id)).toMatchObject({ email: 'ravi@example.test' });
  });

  it('refuses a new address for an account without a password (social sign-in), saying how to go on', async () => {
    const social = await w.addUser({ email: 'social@example.test' });
    await requestContactOtp(w.auth, actorOf(social), { email: 'mine@example.test' });
    const otp = codeSentTo('mine@example.test')!;
    expect(
      await changeProfile(w.auth, actorOf(social), { email: 'mine@example.test', otp, currentPassword: 'x' }),
    ).toMatchObject({
      ok: false,
      error: {
        kind: 'rule_violation',
        code: 'PROFILE.PASSWORD_NEEDED',
        message: 'Please set a password with "Forgot password" before changing your email or mobile number',
      },
    });
    expect(await stored(social.id)).toMatchObject({ email: 'social@example.test' });
    // Names still change freely.
    expect(await changeProfile(w.auth, actorOf(social), { firstname: 'Neha' })).toMatchObject({ ok: true });
  });

  it('ends every session of the account and tells the old address when an address is replaced', async () => {
    // Read afresh each time: a committed transaction replaces the tables.
    const sessions = {
      insert: (x: Session) => memorySessionStore(w.db).insert(x),
      all: () => memorySessionStore(w.db).all(),
    };
    const session = (id: string, userId: string): Session => ({
      id,
      userId,
      role: 'consumer',
      loginMode: { isBusiness: false, businessId: null, userRole: 'consumer', ecosystemId: null },
      createdAt: w.clock.now().toISOString(),
      expiresAt: '2027-01-01T00:00:00.000Z',
      revokedAt: null,
      revokedReason: null,
    });
    for (const s of [session('s-thief', ravi.id), session('s-own', ravi.id), session('s-asha', asha.id)])
      await sessions.insert(s);
    expect(await changeProfile(w.auth, actorOf(ravi), { firstname: 'Ravi' })).toMatchObject({
      value: { signedOut: false },
    });
    expect(sessions.all().every((s) => s.revokedAt === null)).toBe(true);

    await requestContactOtp(w.auth, actorOf(ravi), { email: 'ravi.new@example.test' });
    const otp = codeSentTo('ravi.new@example.test')!;
    expect(
      await changeProfile(w.auth, actorOf(ravi), { email: 'ravi.new@example.test', otp, ...holder }),
    ).toMatchObject({ ok: true, value: { signedOut: true } });
    expect(
      sessions
        .all()
        .filter((s) => s.revokedAt !== null)
        .map((s) => s.id),
    ).toEqual(['s-thief', 's-own']);
    expect(w.outbox().filter((m) => m.to === 'ravi@example.test')).toMatchObject([
      {
        channel: 'email',
        subject: 'Your contact details were changed',
        notificationType: 'profile.contactChanged',
      },
    ]);

    await requestContactOtp(w.auth, actorOf(ravi), { mobile: '8123456789' });
    const sms = codeSentTo('+918123456789')!;
    await changeProfile(w.auth, actorOf(ravi), { mobile: '8123456789', otp: sms, ...holder });
    expect(w.outbox().at(-1)).toMatchObject({ channel: 'sms', to: '+919123456789' });
  });

  it('limits the codes sent to one address', async () => {
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await requestContactOtp(w.auth, actorOf(asha), { email: 'spam@example.test' }));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.at(-1)).toMatchObject({ ok: false, error: { kind: 'too_many_requests' } });
  });

  it('refuses the §5 field errors with their messages', async () => {
    const refused = (input: object) => changeProfile(w.auth, actorOf(asha), input);
    expect(await refused({ firstname: '' })).toMatchObject({
      error: { kind: 'invalid', message: 'First name is required' },
    });
    expect(await refused({ firstname: 'R2D2' })).toMatchObject({
      error: { message: 'Please enter a valid first name' },
    });
    expect(await refused({ lastname: 'O’Brien' })).toMatchObject({
      error: { message: 'Please enter a valid last name' },
    });
    expect(await refused({ email: 'not-an-email' })).toMatchObject({
      error: { message: 'Please enter a valid Email' },
    });
    expect(await refused({ mobile: '5123456789' })).toMatchObject({
      error: { message: 'Please enter a valid Indian / US mobile number' },
    });
    expect(await refused({ email: 'new@example.test', otp: '12' })).toMatchObject({
      error: { message: 'Please enter a valid OTP' },
    });
    expect(await refused({})).toMatchObject({ error: { code: 'PROFILE.NOTHING_TO_UPDATE' } });
    expect(await requestContactOtp(w.auth, actorOf(asha), {})).toMatchObject({
      error: { code: 'PROFILE.NOTHING_TO_UPDATE' },
    });
  });
});
