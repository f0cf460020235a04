import { beforeEach, describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../../ports/unit-of-work';
import type { Business } from './business';
import type { BusinessStore } from './business-store';

const business = (id: string): Business => ({
  id,
  name: `Business ${id}`,
  type: 'Private Limited',
  category: 'eCommerce',
  ownerUserId: 'u-1',
  ecosystemId: null,
  createdAt: '2026-01-15T12:00:00.000Z',
});

/** The behaviour every `BusinessStore` must show. */
export function describeBusinessStoreContract(
  name: string,
  make: () => Promise<UnitOfWork<{ businesses: BusinessStore }>>,
) {
  describe(`BusinessStore contract: ${name}`, () => {
    let uow: UnitOfWork<{ businesses: BusinessStore }>;
    beforeEach(async () => {
      uow = await make();
      await uow.run(async (s) => {
        await s.businesses.insert(business('b-1'));
        await s.businesses.insert(business('b-2'));
      });
    });

    it('finds a membership by business and user', async () => {
      const m = {
        businessId: 'b-1',
        userId: 'u-1',
        role: 'BUSINESSADMIN' as const,
        createdAt: '2026-01-15T12:00:00.000Z',
      };
      expect(await uow.run((s) => s.businesses.addMember(m))).toBe(true);
      expect(await uow.run((s) => s.businesses.findMembership('b-1', 'u-1'))).toEqual(m);
      expect(await uow.run((s) => s.businesses.findMembership('b-2', 'u-1'))).toBeNull();
    });

    it('refuses a second membership of the same user in the same business', async () => {
      const m = {
        businessId: 'b-1',
        userId: 'u-1',
        role: 'BUSINESSUSER' as const,
        createdAt: '2026-01-15T12:00:00.000Z',
      };
      await uow.run((s) => s.businesses.addMember(m));
      expect(await uow.run((s) => s.businesses.addMember({ ...m, role: 'BUSINESSADMIN' }))).toBe(false);
      expect((await uow.run((s) => s.businesses.findMembership('b-1', 'u-1')))!.role).toBe('BUSINESSUSER');
    });

    it("lists a user's memberships oldest first", async () => {
      await uow.run(async (s) => {
        await s.businesses.addMember({
          businessId: 'b-2',
          userId: 'u-1',
          role: 'BUSINESSSELLER',
          createdAt: '2026-01-16T00:00:00.000Z',
        });
        await s.businesses.addMember({
          businessId: 'b-1',
          userId: 'u-1',
          role: 'BUSINESSADMIN',
          createdAt: '2026-01-15T00:00:00.000Z',
        });
        await s.businesses.addMember({
          businessId: 'b-1',
          userId: 'u-2',
          role: 'BUSINESSUSER',
          createdAt: '2026-01-14T00:00:00.000Z',
        });
      });
      const list = await uow.run((s) => s.businesses.membershipsOf('u-1'));
      expect(list.map((m) => m.businessId)).toEqual(['b-1', 'b-2']);
    });
  });
}
