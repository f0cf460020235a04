import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import type { Business } from './business';
import { businessAdminId } from './business-admin-id';
import { changeMemberRole, listMembers, removeMember } from './business-members';

describe('business members and the acting identity', () => {
  let w: AccountsWorld;
  let owner: User;
  let clerk: User;
  let newcomer: User;
  let biz: Business;
  beforeEach(async () => {
    w = accountsWorld();
    owner = await w.addUser();
    clerk = await w.addUser();
    newcomer = await w.addUser({ email: 'new@example.test' });
    biz = await w.addBusiness(owner);
    await w.addMember(biz, clerk, 'BUSINESSUSER');
  });
  const asOwner = () => actorOf(owner, 'BUSINESSADMIN', biz.id);

  it('lists members to members only', async () => {
    const list = await listMembers(w.deps, actorOf(clerk, 'BUSINESSUSER', biz.id), { business_id: biz.id });
    expect(list).toMatchObject({
      ok: true,
      value: [
        { userId: owner.id, role: 'BUSINESSADMIN' },
        { userId: clerk.id, role: 'BUSINESSUSER' },
      ],
    });
    expect(await listMembers(w.deps, actorOf(newcomer), { business_id: biz.id })).toMatchObject({
      error: { kind: 'not_found' },
    });
  });

  it('lets only admins change roles or remove members, and never demotes or removes the owner', async () => {
    const asClerk = actorOf(clerk, 'BUSINESSUSER', biz.id);
    expect(
      await changeMemberRole(w.deps, asClerk, {
        business_id: biz.id,
        user_id: clerk.id,
        role: 'BUSINESSADMIN',
      }),
    ).toMatchObject({ error: { kind: 'forbidden' } });
    expect(
      await changeMemberRole(w.deps, asOwner(), {
        business_id: biz.id,
        user_id: owner.id,
        role: 'BUSINESSUSER',
      }),
    ).toMatchObject({ error: { code: 'BUSINESS.OWNER_STAYS' } });
    expect(await removeMember(w.deps, asOwner(), { business_id: biz.id, user_id: owner.id })).toMatchObject({
      error: { code: 'BUSINESS.OWNER_STAYS' },
    });
    expect(
      await changeMemberRole(w.deps, asOwner(), {
        business_id: biz.id,
        user_id: clerk.id,
        role: 'BUSINESSSELLER',
      }),
    ).toMatchObject({ ok: true, value: { message: 'Updated Successfully' } });
    expect(await removeMember(w.deps, asOwner(), { business_id: biz.id, user_id: clerk.id })).toMatchObject({
      ok: true,
    });
    expect(await removeMember(w.deps, asOwner(), { business_id: biz.id, user_id: clerk.id })).toMatchObject({
      error: { kind: 'not_found' },
    });
  });

  it('gives a business user its business admin’s id and everyone else their own (spec §6)', async () => {
    expect(await businessAdminId(w.deps, actorOf(clerk, 'BUSINESSUSER', biz.id))).toEqual({
      ok: true,
      value: { success: true, businessAdminId: owner.id },
    });
    expect(await businessAdminId(w.deps, asOwner())).toEqual({
      ok: true,
      value: { success: true, businessAdminId: owner.id },
    });
    expect(await businessAdminId(w.deps, actorOf(newcomer))).toEqual({
      ok: true,
      value: { success: true, businessAdminId: newcomer.id },
    });
  });

  it('stops resolving to the admin as soon as the user is removed from the business', async () => {
    await removeMember(w.deps, asOwner(), { business_id: biz.id, user_id: clerk.id });
    expect(await businessAdminId(w.deps, actorOf(clerk, 'BUSINESSUSER', biz.id))).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
  });
});
