import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import type { Business } from './business';
import { approveBusiness, listUnapprovedBusinesses } from './business-approvals';
import { businessOptions, createBusiness, updateBusiness, viewBusiness } from './businesses';

describe('businesses', () => {
  let w: AccountsWorld;
  let owner: User;
  let staff: User;
  let outsider: User;
  let biz: Business;
  beforeEach(async () => {
    w = accountsWorld();
    owner = await w.addUser();
    staff = await w.addUser();
    outsider = await w.addUser();
    biz = await w.addBusiness(owner, 'Green Acres');
    await w.addMember(biz, staff, 'BUSINESSUSER');
  });

  it('offers the §3 business types and a category list starting with the eCommerce default', () => {
    const { types, categories } = businessOptions();
    expect(types).toHaveLength(9);
    expect(types[0]).toBe('Private Limited');
    expect(categories[0]).toBe('eCommerce');
    expect(categories.every((c) => typeof c === 'string' && c.trim() === c)).toBe(true);
  });

  it('registers another business for a signed-in person, who becomes its admin', async () => {
    const r = await createBusiness(w.deps, actorOf(outsider), { business_name: 'Blue Farms' });
    expect(r).toMatchObject({
      ok: true,
      value: {
        message: 'Successfully Registered Business',
        business: {
          name: 'Blue Farms',
          type: 'Private Limited',
          category: 'eCommerce',
          ownerUserId: outsider.id,
        },
      },
    });
    const id = r.ok ? r.value.business.id : '';
    expect(await w.read().businessDirectory.findMembership(id, outsider.id)).toMatchObject({
      role: 'BUSINESSADMIN',
    });
    expect(await createBusiness(w.deps, actorOf(outsider), { business_name: '' })).toMatchObject({
      error: { message: 'Business name is required' },
    });
    expect(
      await createBusiness(w.deps, actorOf(outsider), {
        business_name: 'X',
        business_master_category: 'Piracy',
      }),
    ).toMatchObject({ error: { code: 'BUSINESS.INVALID_CATEGORY' } });
  });

  it('lets the business admin update it with "Successfully Updated Business"', async () => {
    const r = await updateBusiness(w.deps, actorOf(owner, 'BUSINESSADMIN', biz.id), {
      business_id: biz.id,
      business_name: 'Green Acres Agro',
      business_master_category: 'agriculture',
      business_type: 'Public Limited',
    });
    expect(r).toMatchObject({
      ok: true,
      value: {
        message: 'Successfully Updated Business',
        business: { name: 'Green Acres Agro', category: 'Agriculture', type: 'Public Limited' },
      },
    });
    expect(await w.read().businessDirectory.get(biz.id)).toMatchObject({ name: 'Green Acres Agro' });
  });

  it('answers a member who is not its admin with "Failed to Update business", and an outsider with not_found', async () => {
    expect(
      await updateBusiness(w.deps, actorOf(staff, 'BUSINESSUSER', biz.id), {
        business_id: biz.id,
        business_name: 'Mine Now',
      }),
    ).toMatchObject({ ok: false, error: { kind: 'forbidden', message: 'Failed to Update business' } });
    expect(
      await updateBusiness(w.deps, actorOf(outsider, 'BUSINESSADMIN'), {
        business_id: biz.id,
        business_name: 'Mine Now',
      }),
    ).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(await w.read().businessDirectory.get(biz.id)).toMatchObject({ name: 'Green Acres' });
  });

  it('shows a business to its members and the platform admin only', async () => {
    expect(
      await viewBusiness(w.deps, actorOf(staff, 'BUSINESSUSER', biz.id), { business_id: biz.id }),
    ).toMatchObject({ ok: true, value: { role: 'BUSINESSUSER', approval: null } });
    expect(await viewBusiness(w.deps, actorOf(outsider), { business_id: biz.id })).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
    expect(await viewBusiness(w.deps, actorOf(outsider, 'ispadmin'), { business_id: biz.id })).toMatchObject({
      ok: true,
      value: { role: null },
    });
  });

  it('lets only the platform admin approve a business, once, with "Approved successfully"', async () => {
    const admin = actorOf(outsider, 'ispadmin');
    expect(
      await approveBusiness(w.deps, actorOf(owner, 'BUSINESSADMIN', biz.id), { business_id: biz.id }),
    ).toMatchObject({ error: { kind: 'forbidden' } });
    expect(await listUnapprovedBusinesses(w.deps, admin)).toMatchObject({
      ok: true,
      value: [{ id: biz.id }],
    });
    expect(await approveBusiness(w.deps, admin, { business_id: biz.id })).toEqual({
      ok: true,
      value: { message: 'Approved successfully' },
    });
    expect(await approveBusiness(w.deps, admin, { business_id: biz.id })).toMatchObject({
      error: { kind: 'conflict' },
    });
    expect(await approveBusiness(w.deps, admin, { business_id: 'nope' })).toMatchObject({
      error: { kind: 'not_found' },
    });
    expect(await listUnapprovedBusinesses(w.deps, admin)).toEqual({ ok: true, value: [] });
  });
});
