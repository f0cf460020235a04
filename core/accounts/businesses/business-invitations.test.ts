import { beforeEach, describe, expect, it } from 'vitest';
import { changeProfile, requestContactOtp } from '../../auth/profile-change';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import type { Business } from './business';
import {
  acceptInvitation,
  declineInvitation,
  inviteMember,
  myInvitations,
  sentInvitations,
} from './business-invitations';
import { listMembers } from './business-members';

describe('business invitations', () => {
  let w: AccountsWorld;
  let owner: User;
  let clerk: User;
  let invitee: User;
  let stranger: User;
  let biz: Business;
  beforeEach(async () => {
    w = accountsWorld();
    owner = await w.addUser();
    clerk = await w.addUser();
    invitee = await w.addUser({ email: 'new@example.test' });
    stranger = await w.addUser();
    biz = await w.addBusiness(owner);
    await w.addMember(biz, clerk, 'BUSINESSUSER');
  });
  const asOwner = () => actorOf(owner, 'BUSINESSADMIN', biz.id);
  const invite = async (email = 'NEW@example.test', role = 'BUSINESSSELLER') => {
    const r = await inviteMember(w.deps, asOwner(), { business_id: biz.id, email, role });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const memberIds = async () => {
    const r = await listMembers(w.deps, asOwner(), { business_id: biz.id });
    return r.ok ? r.value.map((m) => m.userId) : [];
  };

  it('lets an account whose email was never proven neither see nor answer the invitation until it proves it', async () => {
    // A mobile sign-up proves the number only: anyone could have typed this address.
    const squatter = await w.addUser({ email: 'unproven@example.test', emailVerifiedAt: null });
    const sent = await invite('unproven@example.test');
    const invitation_id = sent.invitation.id;
    expect(await myInvitations(w.deps, actorOf(squatter))).toEqual({ ok: true, value: [] });
    for (const answer of [acceptInvitation, declineInvitation]) {
      expect(await answer(w.deps, actorOf(squatter), { invitation_id })).toMatchObject({
        ok: false,
        error: { kind: 'rule_violation', code: 'BUSINESS.EMAIL_NOT_VERIFIED' },
      });
    }
    expect(await memberIds()).not.toContain(squatter.id);

    // The owner of the mailbox proves it with the code sent there, then accepts.
    expect(
      await requestContactOtp(w.auth, actorOf(squatter), { email: 'unproven@example.test' }),
    ).toMatchObject({
      ok: true,
    });
    const otp = w
      .outbox()
      .filter((m) => m.to === 'unproven@example.test')
      .at(-1)
      ?.body.match(/^(\d{5}) /)?.[1];
    expect(
      await changeProfile(w.auth, actorOf(squatter), { email: 'unproven@example.test', otp }),
    ).toMatchObject({
      ok: true,
    });
    expect(await myInvitations(w.deps, actorOf(squatter))).toMatchObject({
      value: [{ invitation: { id: invitation_id } }],
    });
    expect(await acceptInvitation(w.deps, actorOf(squatter), { invitation_id })).toMatchObject({
      ok: true,
      value: { message: 'Successfully Added' },
    });
    expect(await memberIds()).toContain(squatter.id);
  });

  it('makes nobody a member until the invitee accepts, then gives the invited role', async () => {
    const sent = await invite();
    expect(sent).toMatchObject({ message: 'Sent Successfully', invitation: { status: 'pending' } });
    expect(await memberIds()).not.toContain(invitee.id);
    expect(w.outbox().at(-1)).toMatchObject({ channel: 'email', to: 'new@example.test' });
    expect(await myInvitations(w.deps, actorOf(invitee))).toMatchObject({
      ok: true,
      value: [{ businessName: biz.name, invitation: { id: sent.invitation.id, role: 'BUSINESSSELLER' } }],
    });
    expect(
      await acceptInvitation(w.deps, actorOf(invitee), { invitation_id: sent.invitation.id }),
    ).toMatchObject({
      ok: true,
      value: { message: 'Successfully Added', invitation: { status: 'accepted' } },
    });
    const list = await listMembers(w.deps, actorOf(invitee), { business_id: biz.id });
    expect(list.ok && list.value.find((m) => m.userId === invitee.id)).toMatchObject({
      role: 'BUSINESSSELLER',
    });
    expect(await myInvitations(w.deps, actorOf(invitee))).toEqual({ ok: true, value: [] });
  });

  it('lets the invitee decline, adding nothing, and answers each invitation only once', async () => {
    const { invitation } = await invite();
    const input = { invitation_id: invitation.id };
    expect(await declineInvitation(w.deps, actorOf(invitee), input)).toMatchObject({
      ok: true,
      value: { message: 'Updated Successfully', invitation: { status: 'declined' } },
    });
    expect(await acceptInvitation(w.deps, actorOf(invitee), input)).toMatchObject({
      error: { code: 'BUSINESS.INVITATION_DECIDED' },
    });
    expect(await memberIds()).not.toContain(invitee.id);
  });

  it('shows and answers an invitation only to the person with the invited email', async () => {
    const { invitation } = await invite();
    const input = { invitation_id: invitation.id };
    for (const someone of [stranger, owner, clerk])
      expect(await acceptInvitation(w.deps, actorOf(someone), input)).toMatchObject({
        error: { kind: 'not_found', code: 'BUSINESS.INVITATION_NOT_FOUND' },
      });
    expect(await myInvitations(w.deps, actorOf(stranger))).toEqual({ ok: true, value: [] });
    expect(await acceptInvitation(w.deps, actorOf(invitee), { invitation_id: 'nope' })).toMatchObject({
      error: { kind: 'not_found' },
    });
    expect(await memberIds()).not.toContain(stranger.id);
  });

  it('lets only the business admin invite, never an existing member, and only in a business role', async () => {
    const input = { business_id: biz.id, email: 'new@example.test', role: 'BUSINESSUSER' };
    expect(await inviteMember(w.deps, actorOf(clerk, 'BUSINESSUSER', biz.id), input)).toMatchObject({
      error: { kind: 'forbidden' },
    });
    expect(await inviteMember(w.deps, actorOf(stranger), input)).toMatchObject({
      error: { kind: 'not_found' },
    });
    expect(await inviteMember(w.deps, asOwner(), { ...input, email: clerk.email })).toMatchObject({
      error: { code: 'BUSINESS.ALREADY_MEMBER' },
    });
    expect(await inviteMember(w.deps, asOwner(), { ...input, role: 'ispadmin' })).toMatchObject({
      error: { kind: 'invalid' },
    });
  });

  it('invites an email with no account yet without saying so, and reopens a declined invitation', async () => {
    expect((await invite('later@example.test')).message).toBe('Sent Successfully');
    const first = await invite();
    await declineInvitation(w.deps, actorOf(invitee), { invitation_id: first.invitation.id });
    const again = await invite('new@example.test', 'BUSINESSUSER');
    expect(again.invitation).toMatchObject({
      id: first.invitation.id,
      status: 'pending',
      role: 'BUSINESSUSER',
    });
    expect(
      await acceptInvitation(w.deps, actorOf(invitee), { invitation_id: again.invitation.id }),
    ).toMatchObject({ ok: true });
    expect(await memberIds()).toContain(invitee.id);
  });

  it('lists the business’s pending invitations to its admins only, and drops those answered', async () => {
    const query = { business_id: biz.id };
    const pending = async () => {
      const r = await sentInvitations(w.deps, asOwner(), query);
      return r.ok ? r.value.map((i) => i.email) : null;
    };
    const first = await invite();
    await invite('later@example.test', 'BUSINESSUSER');
    expect(await pending()).toEqual(['new@example.test', 'later@example.test']);
    await declineInvitation(w.deps, actorOf(invitee), { invitation_id: first.invitation.id });
    expect(await pending()).toEqual(['later@example.test']);
    expect(await sentInvitations(w.deps, actorOf(clerk, 'BUSINESSUSER', biz.id), query)).toMatchObject({
      error: { kind: 'forbidden' },
    });
    expect(await sentInvitations(w.deps, actorOf(stranger), query)).toMatchObject({
      error: { kind: 'not_found' },
    });
  });
});
