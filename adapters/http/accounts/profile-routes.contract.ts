import { describe, expect, it } from 'vitest';
import { XSRF_HEADER } from '../session';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

/** The password of the people who change an address (the holder proves it with it). */
const PASSWORD = 'Secret@2026';
const holder = { currentPassword: PASSWORD };

/**
 * GET /users/me, PUT /users, GET /users/routeConfig and GET /users/contexts: the signed-in
 * person's own, only.
 */
export function describeProfileRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`profile routes (${name})`, () => {
    const t = useAccounts(make);

    it('reads the signed-in person’s profile under spec §3 profile_details.user', async () => {
      const me = await t.api.person({ firstName: 'Meera', lastName: 'Iyer' });
      expect(await expectOk(await t.api.get('/users/me', me))).toEqual({
        success: true,
        profile_details: {
          user: {
            _id: me.user.id,
            firstname: 'Meera',
            lastname: 'Iyer',
            email: me.user.email,
            countryCode: '+91',
            mobile: me.user.mobile!.number,
            referral_code: me.user.referralCode,
            role: 'consumer',
          },
        },
      });
    });

    const codeSentTo = async (to: string) =>
      (await t.world.messages())
        .filter((m) => m.to === to)
        .at(-1)
        ?.body.match(/^(\d{5}) /)?.[1];
    /** A person with a password, signed in. */
    const personWithPassword = async () =>
      t.api.person({ passwordHash: await t.world.auth.crypto.passwords.hash(PASSWORD) });

    it("changes names freely, and email or mobile with its code and the password → 'Updated Successfully'", async () => {
      let me = await personWithPassword();
      const oldEmail = me.user.email!;
      await expectOk(await t.api.put('/users', { firstname: 'Kavya' }, me), 200, 'Updated Successfully');

      const sent = await expectOk(
        await t.api.post('/users/contact/otp', { email: 'Kavya@Example.test' }, me),
        200,
        'OTP sent successfully',
      );
      expect(typeof sent.expiresAt).toBe('string');
      const otp = await codeSentTo('kavya@example.test');
      expect(otp).toMatch(/^\d{5}$/);
      const changed = await t.api.put('/users', { email: 'Kavya@Example.test', otp, ...holder }, me);
      expect(changed.headers.get(XSRF_HEADER)).toBeNull();
      const body = await expectOk(changed, 200, 'Updated Successfully');
      expect(body.profile_details).toMatchObject({
        user: { firstname: 'Kavya', email: 'kavya@example.test' },
      });
      // Every session ended, this one too, and the old address was told.
      await expectRefusal(await t.api.get('/users/me', me), 401, 'Session expired please login again');
      expect((await t.world.messages()).filter((m) => m.to === oldEmail)).toMatchObject([
        { channel: 'email', notificationType: 'profile.contactChanged' },
      ]);
      me = await t.api.signIn(me.user);

      await expectOk(await t.api.post('/users/contact/otp', { mobile: '9123456780', countryCode: '+1' }, me));
      const sms = await codeSentTo('+19123456780');
      await expectOk(
        await t.api.put('/users', { mobile: '9123456780', countryCode: '+1', otp: sms, ...holder }, me),
      );
      me = await t.api.signIn(me.user);
      const expected = {
        firstname: 'Kavya',
        email: 'kavya@example.test',
        mobile: '9123456780',
        countryCode: '+1',
      };
      expect((await expectOk(await t.api.get('/users/me', me))).profile_details).toMatchObject({
        user: expected,
      });
    });

    it('refuses a new email or mobile without its code, or with a wrong one, changing nothing', async () => {
      const me = await personWithPassword();
      await expectRefusal(
        await t.api.put('/users', { email: 'new@example.test' }, me),
        400,
        'Please enter a valid OTP',
      );
      await expectRefusal(
        await t.api.put('/users', { mobile: '9123456780' }, me),
        400,
        'Please enter a valid OTP',
      );
      await expectOk(await t.api.post('/users/contact/otp', { email: 'new@example.test' }, me));
      const right = (await codeSentTo('new@example.test'))!;
      const wrong = right === '00000' ? '11111' : '00000';
      await expectRefusal(
        await t.api.put('/users', { email: 'new@example.test', otp: wrong, ...holder }, me),
        400,
        'Invalid OTP',
      );
      // A code proves only the address it went to.
      await expectRefusal(
        await t.api.put('/users', { email: 'other@example.test', otp: right, ...holder }, me),
        400,
        'Invalid OTP',
      );
      expect((await expectOk(await t.api.get('/users/me', me))).profile_details).toMatchObject({
        user: { email: me.user.email },
      });
      // The wrong tries were counted, not rolled back: four more and the code is spent.
      for (let i = 0; i < 4; i++)
        await t.api.put('/users', { email: 'new@example.test', otp: wrong, ...holder }, me);
      await expectRefusal(
        await t.api.put('/users', { email: 'new@example.test', otp: right, ...holder }, me),
        400,
        'Invalid OTP',
      );
    });

    it('does not let one person use the code another person asked for', async () => {
      const [me, other] = [await personWithPassword(), await t.api.person()];
      await expectOk(await t.api.post('/users/contact/otp', { email: 'shared@example.test' }, other));
      const otp = await codeSentTo('shared@example.test');
      await expectRefusal(
        await t.api.put('/users', { email: 'shared@example.test', otp, ...holder }, me),
        400,
        'Invalid OTP',
      );
    });

    it('asks for the current password with a new address, counting wrong ones against the login lock', async () => {
      const me = await personWithPassword();
      await expectOk(await t.api.post('/users/contact/otp', { email: 'mine@example.test' }, me));
      const otp = await codeSentTo('mine@example.test');
      const change = { email: 'mine@example.test', otp };
      await expectRefusal(await t.api.put('/users', change, me), 400, 'Password is required');
      const maxFailures = t.world.auth.config.passwordThrottle.freeFailures;
      for (let i = 1; i < maxFailures; i++)
        await expectRefusal(
          await t.api.put('/users', { ...change, currentPassword: `Wrong@${i}xyz` }, me),
          400,
          'Invalid username or password',
        );
      const locked = await t.api.put('/users', { ...change, currentPassword: 'Wrong@last1' }, me);
      expect(locked.status).toBe(429);
      // Locked like a login: the right password is refused too, and nothing changed.
      expect((await t.api.put('/users', { ...change, ...holder }, me)).status).toBe(429);
      expect((await expectOk(await t.api.get('/users/me', me))).profile_details).toMatchObject({
        user: { email: me.user.email },
      });
    });

    it('refuses a new address to an account without a password (422), and keeps its sessions', async () => {
      const me = await t.api.person();
      await expectOk(await t.api.post('/users/contact/otp', { email: 'mine@example.test' }, me));
      const otp = await codeSentTo('mine@example.test');
      await expectRefusal(
        await t.api.put('/users', { email: 'mine@example.test', otp, ...holder }, me),
        422,
        'Please set a password with "Forgot password" before changing your email or mobile number',
      );
      expect((await expectOk(await t.api.get('/users/me', me))).profile_details).toMatchObject({
        user: { email: me.user.email },
      });
    });

    it('limits the codes sent to one address (429)', async () => {
      const me = await t.api.person();
      for (let i = 0; i < 3; i++)
        await expectOk(await t.api.post('/users/contact/otp', { email: 'x@example.test' }, me));
      await expectRefusal(
        await t.api.post('/users/contact/otp', { email: 'x@example.test' }, me),
        429,
        'Too many OTP requests. Please try again later.',
      );
    });

    it('answers the spec §5 messages and refuses an empty change', async () => {
      const me = await t.api.person();
      await expectRefusal(
        await t.api.put('/users', { firstname: 'R2D2' }, me),
        400,
        'Please enter a valid first name',
      );
      await expectRefusal(await t.api.put('/users', { lastname: '' }, me), 400, 'Last name is required');
      await expectRefusal(
        await t.api.put('/users', { email: 'not-mail' }, me),
        400,
        'Please enter a valid Email',
      );
      await expectRefusal(
        await t.api.put('/users', { mobile: '12345' }, me),
        400,
        'Please enter a valid Indian / US mobile number',
      );
      await expectRefusal(await t.api.put('/users', {}, me), 400, 'please enter the valid details');
      await expectRefusal(await t.api.put('/users', '[1]', me), 400, 'Invalid request');
    });

    it('keeps email and mobile unique: 409 when another account has them', async () => {
      const [me, other] = [await t.api.person(), await t.api.person()];
      const taken = { email: other.user.email };
      for (const res of [
        await t.api.put('/users', taken, me),
        await t.api.post('/users/contact/otp', taken, me),
      ])
        await expectRefusal(res, 409, 'This email address is already used by another account');
      await expectRefusal(
        await t.api.post('/users/contact/otp', { mobile: other.user.mobile!.number }, me),
        409,
        'This mobile number is already used by another account',
      );
      await expectRefusal(
        await t.api.put('/users', { mobile: other.user.mobile!.number }, me),
        409,
        'This mobile number is already used by another account',
      );
    });

    it('changes the caller’s own profile whatever id the body or query names', async () => {
      const [me, victim] = [await t.api.person(), await t.api.person({ firstName: 'Victim' })];
      const ids = { user_id: victim.user.id, _id: victim.user.id, id: victim.user.id };
      await expectOk(await t.api.put(`/users?user_id=${victim.user.id}`, { firstname: 'Taken', ...ids }, me));
      expect(await expectOk(await t.api.get(`/users/me?user_id=${victim.user.id}`, me))).toMatchObject({
        profile_details: { user: { _id: me.user.id, firstname: 'Taken' } },
      });
      expect(await expectOk(await t.api.get('/users/me', victim))).toMatchObject({
        profile_details: { user: { firstname: 'Victim' } },
      });
    });

    it('answers the contexts the caller may switch to, the same in every context', async () => {
      const owner = await t.api.businessOf(await t.api.person(), 'Green Acres');
      const member = await t.api.person();
      await expectOk(await t.api.join(owner, member, 'BUSINESSSELLER'));
      const stranger = await t.api.person();
      const contexts = (who: typeof member) => t.api.get('/users/contexts', who);
      const expected = {
        success: true,
        businesses: [{ business_id: owner.businessId, business_name: 'Green Acres', role: 'BUSINESSSELLER' }],
        ecosystems: [],
      };
      expect(await expectOk(await contexts(member))).toEqual(expected);
      expect(await expectOk(await contexts(await t.api.signIn(member.user, owner.businessId)))).toEqual(
        expected,
      );
      expect(await expectOk(await contexts(owner))).toMatchObject({
        businesses: [{ business_id: owner.businessId, role: 'BUSINESSADMIN' }],
      });
      expect(await expectOk(await contexts(stranger))).toEqual({
        success: true,
        businesses: [],
        ecosystems: [],
      });
      await expectRefusal(
        await t.api.get('/users/contexts', { ...stranger, token: 'nope' }),
        401,
        'Session expired please login again',
      );
    });

    it('answers the route configuration of the caller’s role', async () => {
      const consumer = await t.api.person();
      const mine = await expectOk(await t.api.get('/users/routeConfig', consumer));
      expect((mine.navLinks as { path: string }[]).map((l) => l.path)).toContain('/registerbusiness');
      expect((mine.routes as { readOnly: boolean }[]).every((r) => !r.readOnly)).toBe(true);

      const admin = await t.api.admin();
      const theirs = await expectOk(await t.api.get('/users/routeConfig', admin));
      expect(theirs.routes).toContainEqual({ path: '/dashboard/loanPool', readOnly: true });
      expect((theirs.navLinks as { path: string }[])[0]).toEqual({
        label: 'Admin',
        path: '/dashboard/ispadmin',
      });
    });
  });
}
