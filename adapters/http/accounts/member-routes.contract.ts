import { describe, expect, it } from 'vitest';
import type { Caller } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, type Fixture, useAccounts } from './testing/suite-kit';

/** A business with its admin and a BUSINESSUSER member, both signed in to it. */
async function team(t: Fixture) {
  const admin = await t.api.businessOf(await t.api.person());
  const person = await t.api.person({ firstName: 'Ravi', lastName: 'Kumar' });
  const business_id = admin.businessId!;
  await expectOk(await t.api.join(admin, person, 'BUSINESSUSER'), 200, 'Successfully Added');
  const member: Caller = await t.api.signIn(person.user, business_id);
  return { admin, member, business_id };
}

/** /businesses/members: list, re-role, remove; invitations accepted or declined; /businesses/members/routeConfig. */
export function describeMemberRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`business member routes (${name})`, () => {
    const t = useAccounts(make);

    it("invites by email → 'Sent Successfully'; the invitee joins only by accepting; members see the list", async () => {
      const { admin, member, business_id } = await team(t);
      const list = await expectOk(await t.api.get(`/businesses/members?business_id=${business_id}`, member));
      expect((list.data as { user_id: string; role: string }[]).map((m) => [m.user_id, m.role])).toEqual([
        [admin.user.id, 'BUSINESSADMIN'],
        [member.user.id, 'BUSINESSUSER'],
      ]);
      const newcomer = await t.api.person();
      const invited = await t.api.post(
        '/businesses/invitations',
        { business_id, email: newcomer.user.email!.toUpperCase(), role: 'BUSINESSSELLER' },
        admin,
      );
      const invitation = (await expectOk(invited, 201, 'Sent Successfully')).invitation as { _id: string };
      expect(invitation).toMatchObject({ status: 'pending', role: 'BUSINESSSELLER' });
      const members = async () =>
        (
          (await expectOk(await t.api.get(`/businesses/members?business_id=${business_id}`, admin))).data as {
            user_id: string;
          }[]
        ).map((m) => m.user_id);
      expect(await members()).not.toContain(newcomer.user.id);
      const mine = await expectOk(await t.api.get('/users/invitations', newcomer));
      expect(mine.data).toMatchObject([{ _id: invitation._id, business_name: 'Green Acres' }]);
      expect((await expectOk(await t.api.get('/users/invitations', member))).data).toEqual([]);
      await expectRefusal(
        await t.api.post('/users/invitations/accept', { invitation_id: invitation._id }, member),
        404,
        'Invitation not found',
      );
      await expectOk(
        await t.api.post('/users/invitations/accept', { invitation_id: invitation._id }, newcomer),
        200,
        'Successfully Added',
      );
      expect(await members()).toContain(newcomer.user.id);
      await expectRefusal(
        await t.api.post('/users/invitations/decline', { invitation_id: invitation._id }, newcomer),
        409,
        'This invitation has already been answered',
      );
    });

    it("declines an invitation → 'Updated Successfully', joining nothing", async () => {
      const { admin, business_id } = await team(t);
      const newcomer = await t.api.person();
      const invited = await expectOk(
        await t.api.post(
          '/businesses/invitations',
          { business_id, email: newcomer.user.email, role: 'BUSINESSADMIN' },
          admin,
        ),
        201,
      );
      const invitation_id = (invited.invitation as { _id: string })._id;
      await expectOk(
        await t.api.post('/users/invitations/decline', { invitation_id }, newcomer),
        200,
        'Updated Successfully',
      );
      await expectRefusal(
        await t.api.get(`/businesses/members?business_id=${business_id}`, newcomer),
        404,
        'Business not found',
      );
    });

    it('answers an invitation only from an account whose email was proven by a code sent to it', async () => {
      const { admin, business_id } = await team(t);
      // Signed up by mobile: the email on the account was typed, never proven.
      const holder = await t.api.person({ email: 'typed@example.test', emailVerifiedAt: null });
      const invited = await expectOk(
        await t.api.post(
          '/businesses/invitations',
          { business_id, email: 'typed@example.test', role: 'BUSINESSUSER' },
          admin,
        ),
        201,
      );
      const invitation_id = (invited.invitation as { _id: string })._id;
      expect((await expectOk(await t.api.get('/users/invitations', holder))).data).toEqual([]);
      const unproven = 'Please verify your email address first: request a code to it from your profile';
      await expectRefusal(
        await t.api.post('/users/invitations/accept', { invitation_id }, holder),
        422,
        unproven,
      );
      await expectRefusal(
        await t.api.post('/users/invitations/decline', { invitation_id }, holder),
        422,
        unproven,
      );

      await expectOk(await t.api.post('/users/contact/otp', { email: 'typed@example.test' }, holder));
      const otp = (await t.world.messages())
        .filter((m) => m.to === 'typed@example.test')
        .at(-1)
        ?.body.match(/^(\d{5}) /)?.[1];
      await expectOk(
        await t.api.put('/users', { email: 'typed@example.test', otp }, holder),
        200,
        'Updated Successfully',
      );
      await expectOk(
        await t.api.post('/users/invitations/accept', { invitation_id }, holder),
        200,
        'Successfully Added',
      );
    });

    it('refuses members twice, bad roles and non-admins, and never tells whether an email has an account', async () => {
      const { admin, member, business_id } = await team(t);
      const add = (body: object, who = admin) =>
        t.api.post('/businesses/invitations', { business_id, ...body }, who);
      await expectOk(
        await add({ email: 'nobody@example.test', role: 'BUSINESSUSER' }),
        201,
        'Sent Successfully',
      );
      await expectRefusal(
        await add({ email: member.user.email, role: 'BUSINESSUSER' }),
        409,
        'This user is already a member of the business',
      );
      await expectRefusal(
        await add({ email: member.user.email, role: 'KING' }),
        400,
        'Please select a valid role',
      );
      const stranger = await t.api.person();
      await expectRefusal(
        await add({ email: stranger.user.email, role: 'BUSINESSADMIN' }, member),
        403,
        'Only the business admin can do this',
      );
      await expectRefusal(
        await add({ email: stranger.user.email, role: 'BUSINESSADMIN' }, stranger),
        404,
        'Business not found',
      );
    });

    it("changes roles and removes members → 'Updated Successfully'; the owner stays", async () => {
      const { admin, member, business_id } = await team(t);
      const role = (user_id: string, r: string) =>
        t.api.put('/businesses/members', { business_id, user_id, role: r }, admin);
      await expectOk(await role(member.user.id, 'BUSINESSSELLER'), 200, 'Updated Successfully');
      await expectRefusal(
        await role(admin.user.id, 'BUSINESSUSER'),
        422,
        'The owner of a business cannot be removed or demoted',
      );
      await expectRefusal(
        await role('person-999', 'BUSINESSUSER'),
        404,
        'This user is not a member of the business',
      );
      const remove = (user_id: string) =>
        t.api.delete(`/businesses/members?business_id=${business_id}&user_id=${user_id}`, admin);
      await expectRefusal(
        await remove(admin.user.id),
        422,
        'The owner of a business cannot be removed or demoted',
      );
      await expectOk(await remove(member.user.id), 200, 'Updated Successfully');
      await expectRefusal(
        await t.api.get(`/businesses/members?business_id=${business_id}`, member),
        404,
        'Business not found',
      );
    });

    it('makes pages of a member’s menu read-only, and the member’s route configuration shows it', async () => {
      const { admin, member, business_id } = await team(t);
      const set = (paths: string[], who = admin) =>
        t.api.put(
          '/businesses/members/routeConfig',
          { business_id, user_id: member.user.id, read_only_paths: paths },
          who,
        );
      const body = await expectOk(
        await set(['/dashboard/loanPool', '/smarthire']),
        200,
        'Updated Successfully',
      );
      expect((body.config as { routes: unknown[] }).routes).toContainEqual({
        path: '/smarthire',
        readOnly: true,
      });
      const mine = await expectOk(await t.api.get('/users/routeConfig', member));
      const readOnly = (mine.routes as { path: string; readOnly: boolean }[])
        .filter((r) => r.readOnly)
        .map((r) => r.path);
      expect(readOnly.sort()).toEqual(['/dashboard/loanPool', '/smarthire']);
      await expectRefusal(await set(['/dashboard/ispadmin']), 400, 'This page is not in the member’s menu');
      await expectRefusal(await set([], member), 403, 'Only the business admin can do this');
      const query = `/businesses/members/routeConfig?business_id=${business_id}&user_id=${member.user.id}`;
      const seen = await expectOk(await t.api.get(query, admin));
      expect((seen.config as { routes: { path: string; readOnly: boolean }[] }).routes).toEqual(mine.routes);
      await expectRefusal(await t.api.get(query, member), 403, 'Only the business admin can do this');
    });

    it('lists a business’s pending invitations to its admins, without those answered', async () => {
      const { admin, member, business_id } = await team(t);
      const newcomer = await t.api.person();
      const invited = await expectOk(
        await t.api.post(
          '/businesses/invitations',
          { business_id, email: newcomer.user.email, role: 'BUSINESSUSER' },
          admin,
        ),
        201,
      );
      const pending = async () =>
        (await expectOk(await t.api.get(`/businesses/invitations?business_id=${business_id}`, admin)))
          .data as { _id: string; email: string; status: string }[];
      const invitation = invited.invitation as { _id: string };
      expect(await pending()).toMatchObject([{ _id: invitation._id, status: 'pending' }]);
      await expectRefusal(
        await t.api.get(`/businesses/invitations?business_id=${business_id}`, member),
        403,
        'Only the business admin can do this',
      );
      await expectOk(
        await t.api.post('/users/invitations/decline', { invitation_id: invitation._id }, newcomer),
      );
      expect(await pending()).toEqual([]);
    });
  });
}
