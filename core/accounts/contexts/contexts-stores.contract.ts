/**
 * The behaviour every `BusinessDirectory`, `EcosystemRegistry` and `RouteConfigStore` must have
 * (fake, SQLite, PostgreSQL): unique memberships and participants, compare-and-set roles,
 * approvals recorded once, ecosystems unique by url. Users `u-1` … `u-3` are seeded first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AccountStoreHarness, contractUser } from '../account-store-harness';
import type { AccountStores } from '../account-stores';
import type { Business, BusinessInvitation } from '../businesses/business';
import type { Ecosystem } from '../ecosystems/ecosystem';

type Stores = Pick<AccountStores, 'businessDirectory' | 'ecosystemRegistry' | 'routeConfigs'>;
const at = (day: number) => `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`;
const business = (id: string, ownerUserId: string, day = 1): Business => ({
  id,
  name: `Business ${id}`,
  type: 'Private Limited',
  category: 'eCommerce',
  ownerUserId,
  ecosystemId: null,
  createdAt: at(day),
});
const ecosystem = (id: string, url: string): Ecosystem => ({
  id,
  name: `Eco ${id}`,
  uri: `https://${url}`,
  url,
  profilePic: null,
  bannerPics: ['b.png'],
  redirectUris: [`https://${url}/sso`],
  ownerUserId: 'u-1',
  approvedAt: null,
  approvedBy: null,
  clientSecretHash: 'hash-1',
});

export function describeContextStoresContract(
  name: string,
  make: () => Promise<AccountStoreHarness<Stores>>,
) {
  describe(`BusinessDirectory, EcosystemRegistry and RouteConfigStore contract: ${name}`, () => {
    let h: AccountStoreHarness<Stores>;
    const run = <T>(work: (s: Stores) => Promise<T>) => h.uow.run(work);
    beforeEach(async () => {
      h = await make();
      await h.seedUsers([contractUser('u-1', 1), contractUser('u-2', 2), contractUser('u-3', 3)]);
      await run(async (s) => {
        await s.businessDirectory.insert(business('b-1', 'u-1'));
        await s.businessDirectory.insert(business('b-2', 'u-2', 2));
      });
    });
    afterEach(() => h.close());

    it('keeps one membership per user and business, lists members oldest first, sets roles by compare-and-set', async () => {
      const d = (s: Stores) => s.businessDirectory;
      expect(
        await run((s) =>
          d(s).addMember({ businessId: 'b-1', userId: 'u-1', role: 'BUSINESSADMIN', createdAt: at(1) }),
        ),
      ).toBe(true);
      expect(
        await run((s) =>
          d(s).addMember({ businessId: 'b-1', userId: 'u-3', role: 'BUSINESSUSER', createdAt: at(3) }),
        ),
      ).toBe(true);
      expect(
        await run((s) =>
          d(s).addMember({ businessId: 'b-1', userId: 'u-3', role: 'BUSINESSSELLER', createdAt: at(4) }),
        ),
      ).toBe(false);
      expect((await run((s) => d(s).members('b-1'))).map((m) => [m.userId, m.role])).toEqual([
        ['u-1', 'BUSINESSADMIN'],
        ['u-3', 'BUSINESSUSER'],
      ]);
      expect(await run((s) => d(s).setMemberRole('b-1', 'u-3', 'BUSINESSSELLER', 'BUSINESSADMIN'))).toBe(
        false,
      );
      expect(await run((s) => d(s).setMemberRole('b-1', 'u-3', 'BUSINESSUSER', 'BUSINESSSELLER'))).toBe(true);
      expect(await run((s) => d(s).findMembership('b-1', 'u-3'))).toMatchObject({ role: 'BUSINESSSELLER' });
      expect(await run((s) => d(s).removeMember('b-1', 'u-3'))).toBe(true);
      expect(await run((s) => d(s).removeMember('b-1', 'u-3'))).toBe(false);
      expect(await run((s) => d(s).findMembership('b-1', 'u-3'))).toBeNull();
      expect(await run((s) => d(s).members('b-2'))).toEqual([]);
    });

    it('keeps one invitation per business and email, reopens it on a new invitation and decides it once', async () => {
      const d = (s: Stores) => s.businessDirectory;
      const invitation = (id: string, businessId: string, day: number): BusinessInvitation => ({
        id,
        businessId,
        email: 'ann@example.test',
        role: 'BUSINESSUSER',
        invitedBy: 'u-1',
        status: 'pending',
        createdAt: at(day),
        decidedAt: null,
      });
      expect(await run((s) => d(s).invite(invitation('i-2', 'b-2', 3)))).toEqual(invitation('i-2', 'b-2', 3));
      await run((s) => d(s).invite(invitation('i-1', 'b-1', 2)));
      await run((s) => d(s).invite({ ...invitation('i-3', 'b-1', 4), email: 'bob@example.test' }));
      expect((await run((s) => d(s).pendingInvitations('ann@example.test'))).map((i) => i.id)).toEqual([
        'i-1',
        'i-2',
      ]);
      expect((await run((s) => d(s).pendingInvitationsOf('b-1'))).map((i) => i.id)).toEqual(['i-1', 'i-3']);
      expect(await run((s) => d(s).pendingInvitationsOf('nope'))).toEqual([]);
      expect(await run((s) => d(s).decideInvitation('i-1', 'declined', at(5)))).toBe(true);
      expect((await run((s) => d(s).pendingInvitationsOf('b-1'))).map((i) => i.id)).toEqual(['i-3']);
      expect(await run((s) => d(s).decideInvitation('i-1', 'accepted', at(6)))).toBe(false);
      expect(await run((s) => d(s).invitation('i-1'))).toMatchObject({
        status: 'declined',
        decidedAt: at(5),
      });
      expect(await run((s) => d(s).decideInvitation('nope', 'accepted', at(6)))).toBe(false);
      const reopened = await run((s) =>
        d(s).invite({ ...invitation('i-9', 'b-1', 7), role: 'BUSINESSSELLER', invitedBy: 'u-2' }),
      );
      expect(reopened).toEqual({ ...invitation('i-1', 'b-1', 7), role: 'BUSINESSSELLER', invitedBy: 'u-2' });
      expect(await run((s) => d(s).invitation('i-9'))).toBeNull();
      expect((await run((s) => d(s).pendingInvitations('ann@example.test'))).map((i) => i.id)).toEqual([
        'i-2',
        'i-1',
      ]);
      expect(await run((s) => d(s).decideInvitation('i-1', 'accepted', at(8)))).toBe(true);
      expect(await run((s) => d(s).pendingInvitations('nobody@example.test'))).toEqual([]);
    });

    it('updates a business and records one approval, leaving approved businesses off the work list', async () => {
      const d = (s: Stores) => s.businessDirectory;
      expect(await run((s) => d(s).update('b-1', { name: 'Renamed', category: 'Retail' }))).toBe(true);
      expect(await run((s) => d(s).update('nope', { name: 'X' }))).toBe(false);
      expect(await run((s) => d(s).get('b-1'))).toEqual({
        ...business('b-1', 'u-1'),
        name: 'Renamed',
        category: 'Retail',
      });
      expect((await run((s) => d(s).unapproved(10))).map((b) => b.id)).toEqual(['b-1', 'b-2']);
      const approval = { businessId: 'b-1', approvedBy: 'u-3', approvedAt: at(5) };
      expect(await run((s) => d(s).approve(approval))).toBe(true);
      expect(await run((s) => d(s).approve({ ...approval, approvedBy: 'u-2' }))).toBe(false);
      expect(await run((s) => d(s).approvalOf('b-1'))).toEqual(approval);
      expect((await run((s) => d(s).unapproved(10))).map((b) => b.id)).toEqual(['b-2']);
    });

    it('registers ecosystems unique by url and keeps one participant per business and side', async () => {
      const r = (s: Stores) => s.ecosystemRegistry;
      expect(await run((s) => r(s).insert(ecosystem('e-1', 'farm.example')))).toBe(true);
      expect(await run((s) => r(s).insert(ecosystem('e-2', 'farm.example')))).toBe(false);
      expect(await run((s) => r(s).get('e-1'))).toEqual(ecosystem('e-1', 'farm.example'));
      const p = {
        ecosystemId: 'e-1',
        businessId: 'b-2',
        side: 'buyer' as const,
        kind: 'Retailer' as const,
        addedBy: 'u-1',
        addedAt: at(2),
      };
      expect(await run((s) => r(s).addParticipant(p))).toBe(true);
      expect(await run((s) => r(s).addParticipant({ ...p, kind: 'Consumer' }))).toBe(false);
      expect(await run((s) => r(s).addParticipant({ ...p, side: 'seller', kind: 'Grower' }))).toBe(true);
      expect(await run((s) => r(s).participants('e-1', 'buyer'))).toEqual([p]);
    });

    it("lists a person's memberships and the ecosystems they own or their businesses take part in", async () => {
      await run(async (s) => {
        await s.businessDirectory.addMember({
          businessId: 'b-2',
          userId: 'u-3',
          role: 'BUSINESSUSER',
          createdAt: at(3),
        });
        await s.businessDirectory.addMember({
          businessId: 'b-1',
          userId: 'u-3',
          role: 'BUSINESSSELLER',
          createdAt: at(2),
        });
        await s.ecosystemRegistry.insert(ecosystem('e-3', 'three.example'));
        await s.ecosystemRegistry.insert({ ...ecosystem('e-2', 'two.example'), ownerUserId: 'u-3' });
        await s.ecosystemRegistry.insert(ecosystem('e-1', 'one.example'));
        const joined = {
          ecosystemId: 'e-3',
          businessId: 'b-2',
          kind: 'Grower' as const,
          addedBy: 'u-1',
          addedAt: at(4),
        };
        await s.ecosystemRegistry.addParticipant({ ...joined, side: 'buyer' });
        await s.ecosystemRegistry.addParticipant({ ...joined, side: 'seller' });
      });
      const memberships = await run((s) => s.businessDirectory.membershipsOf('u-3'));
      expect(memberships.map((m) => [m.businessId, m.role])).toEqual([
        ['b-1', 'BUSINESSSELLER'],
        ['b-2', 'BUSINESSUSER'],
      ]);
      const linked = (userId: string, businessIds: string[]) =>
        run(async (s) => (await s.ecosystemRegistry.linkedTo(userId, businessIds)).map((e) => e.id));
      expect(await linked('u-3', ['b-1', 'b-2'])).toEqual(['e-2', 'e-3']);
      expect(await linked('u-3', [])).toEqual(['e-2']);
      expect(await linked('u-2', [])).toEqual([]);
    });

    it('approves an ecosystem once, lists the ones awaiting approval and replaces the secret hash', async () => {
      const r = (s: Stores) => s.ecosystemRegistry;
      await run(async (s) => {
        await r(s).insert(ecosystem('e-2', 'two.example'));
        await r(s).insert(ecosystem('e-1', 'one.example'));
      });
      expect((await run((s) => r(s).unapproved(10))).map((e) => e.id)).toEqual(['e-1', 'e-2']);
      expect(await run((s) => r(s).approve('e-1', 'u-3', at(4)))).toBe(true);
      expect(await run((s) => r(s).approve('e-1', 'u-2', at(5)))).toBe(false);
      expect(await run((s) => r(s).approve('nope', 'u-2', at(5)))).toBe(false);
      expect(await run((s) => r(s).get('e-1'))).toMatchObject({ approvedAt: at(4), approvedBy: 'u-3' });
      expect((await run((s) => r(s).unapproved(10))).map((e) => e.id)).toEqual(['e-2']);
      expect(await run((s) => r(s).setClientSecretHash('e-2', 'hash-2'))).toBe(true);
      expect(await run((s) => r(s).setClientSecretHash('nope', 'hash-2'))).toBe(false);
      expect(await run((s) => r(s).get('e-2'))).toMatchObject({
        clientSecretHash: 'hash-2',
        approvedAt: null,
      });
    });

    it('stores one route configuration per business member, replacing it on write', async () => {
      const config = {
        businessId: 'b-1',
        userId: 'u-3',
        readOnlyPaths: ['/dashboard/wallet'],
        updatedBy: 'u-1',
        updatedAt: at(1),
      };
      expect(await run((s) => s.routeConfigs.forMember('b-1', 'u-3'))).toBeNull();
      await run((s) => s.routeConfigs.putForMember(config));
      await run((s) => s.routeConfigs.putForMember({ ...config, readOnlyPaths: [], updatedAt: at(2) }));
      expect(await run((s) => s.routeConfigs.forMember('b-1', 'u-3'))).toEqual({
        ...config,
        readOnlyPaths: [],
        updatedAt: at(2),
      });
      expect(await run((s) => s.routeConfigs.forMember('b-2', 'u-3'))).toBeNull();
    });
  });
}
