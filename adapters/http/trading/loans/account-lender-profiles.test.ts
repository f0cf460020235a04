import { describe, expect, it } from 'vitest';
import { memoryBusinessStore } from '../../../../core/accounts/businesses/memory-business-store';
import { addAddress } from '../../../../core/accounts/profile/addresses';
import { type AccountsWorld, accountsWorld, actorOf } from '../../../../core/accounts/testing/accounts-world';
import { memoryUnitOfWork } from '../../../../core/testing/memory-db';
import { accountLenderProfiles } from './account-lender-profiles';

const address = (label: string, line1: string) => ({
  label,
  line1,
  city: 'Pune',
  state: 'maharashtra',
  postalCode: '411001',
});

/** The profiles over the world's account stores and its business memberships (the auth area's). */
const profilesOf = (w: AccountsWorld) =>
  accountLenderProfiles({
    accounts: w.deps.uow,
    memberships: memoryUnitOfWork(w.db, (db) => ({ businesses: memoryBusinessStore(db) })),
  });

describe('lender profiles read from the accounts area', () => {
  it("names the business the lender administers and its business addresses, never the lender's home", async () => {
    const w = accountsWorld();
    const lender = await w.addUser({ firstName: 'Lena' });
    const viewer = await w.addUser({ firstName: 'Ivan' });
    await w.addBusiness(lender, 'Lakeside Lending');
    const me = actorOf(lender);
    expect((await addAddress(w.deps, me, address('Home', '4 Quiet Lane'))).ok).toBe(true);
    expect((await addAddress(w.deps, me, address('Head office', '12 Harbour Road'))).ok).toBe(true);

    const profiles = profilesOf(w);
    const profile = await profiles.profileOf(lender.id, viewer.id);
    expect(profile.businessName).toBe('Lakeside Lending');
    expect(profile.addresses.map((a) => [a.label, a.line1, a.state])).toEqual([
      ['Head office', '12 Harbour Road', 'Maharashtra'],
    ]);
    expect(profile.credentials).toEqual([]);
  });

  it('knows nothing of a lender who administers no business and keeps no business address', async () => {
    const w = accountsWorld();
    const lender = await w.addUser();
    const viewer = await w.addUser();
    const member = await w.addUser();
    const business = await w.addBusiness(member, 'Someone Else Ltd');
    await w.addMember(business, lender, 'BUSINESSUSER');
    const profiles = profilesOf(w);
    expect(await profiles.profileOf(lender.id, viewer.id)).toEqual({
      businessName: null,
      addresses: [],
      credentials: [],
    });
  });
});
