// The HTTP routes call `.openapi()` on core schemas, which only schemas built after
// @hono/zod-openapi has loaded have: load the composition root before anything imports core.
import '../compose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountActor } from '../../core/accounts/account-deps';
import { myContracts } from '../../core/accounts/agreements/contract-views';
import { findAvailableAssets } from '../../core/accounts/assets/find-available';
import { listMembers } from '../../core/accounts/businesses/business-members';
import { myShares } from '../../core/accounts/credentials/credential-views';
import { signOnRedirects } from '../../core/accounts/ecosystems/ecosystem';
import { listEcosystemParticipants } from '../../core/accounts/ecosystems/ecosystems';
import { listContactMessages, listLeads } from '../../core/accounts/marketing/marketing-forms';
import { myCredits, myRewards } from '../../core/accounts/rewards/rewards';
import { routeConfigFor } from '../../core/accounts/route-config/route-configs';
import { listPendingPersonas } from '../../core/accounts/wallets/persona-approvals';
import { isAllowedRedirect } from '../../core/auth/redirect-policy';
import { isReadOnly } from '../../core/permissions/route-config';
import { UBARGAIN_ECOSYSTEM } from '../../fixtures/demo/contexts';
import { DEMO_PEOPLE, type DemoKey } from '../../fixtures/demo/people';
import { AGRIFIELDS_TENANT } from '../../fixtures/demo/tenant';
import { calendarDay, days } from '../../fixtures/demo/timeline';
import type { Platform } from '../compose';
import { testDatabases } from '../db/testing/test-databases';
import { seedDemo } from './seed-demo';
import { SEED_NOW, testPlatform } from './testing/seeded-platform';

/** The account screens' data, read through the account use cases as each demo user. */
describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'the demo accounts on %s',
  (_name, backend) => {
    let platform: Platform;
    let dispose: () => Promise<void>;
    const as = async (key: DemoKey, context?: { role: AccountActor['role']; businessId: string }) => {
      const user = await platform.auth.uow.run((s) => s.users.findByEmail(DEMO_PEOPLE[key].email));
      return { userId: user!.id, role: context?.role ?? user!.role, businessId: context?.businessId ?? null };
    };
    const businessOf = async (key: DemoKey) => {
      const { userId } = await as(key);
      const [membership] = await platform.auth.uow.run((s) => s.businesses.membershipsOf(userId));
      return membership!;
    };

    afterAll(() => dispose());
    beforeAll(async () => {
      ({ platform, dispose } = await testPlatform(backend));
      await seedDemo(platform);
    });

    it('shows the consumer a paid, an earned and an eligible referral reward, and the credits paid', async () => {
      const consumer = await as('consumer');
      const rewards = await myRewards(platform.accounts, consumer);
      expect(rewards.ok && rewards.value.rewards.map((r) => r.status).sort()).toEqual([
        'Earned',
        'Eligible',
        'Paid',
      ]);
      const credits = await myCredits(platform.accounts, consumer);
      expect(credits.ok && credits.value.balance).toBeGreaterThan(0);
    });

    it('gives the admin console a pending persona, a contact message and a lead', async () => {
      const admin = await as('admin');
      const pending = await listPendingPersonas(platform.accounts, admin);
      expect(pending.ok && pending.value.map((p) => p.typeName)).toEqual(['Seller']);
      const contacts = await listContactMessages(platform.accounts, admin, {});
      const leads = await listLeads(platform.accounts, admin, {});
      expect([contacts.ok && contacts.value.total, leads.ok && leads.value.total]).toEqual([1, 1]);
    });

    it('puts the consumer in Green Valley Farms with read-only pages, and the business in both ecosystems', async () => {
      const membership = await businessOf('business');
      const owner = await as('business', membership);
      const members = await listMembers(platform.accounts, owner, { business_id: membership.businessId });
      expect(members.ok && members.value.map((m) => m.role).sort()).toEqual([
        'BUSINESSADMIN',
        'BUSINESSUSER',
      ]);
      const consumer = await as('consumer', { role: 'BUSINESSUSER', businessId: membership.businessId });
      const config = await routeConfigFor(platform.accounts, consumer);
      expect(config.ok && isReadOnly(config.value, '/dashboard/loanPool/summary')).toBe(true);

      const ecosystem = await platform.auth.uow.run((s) =>
        s.ecosystems.findByUrl(UBARGAIN_ECOSYSTEM.form.ecosystem_url),
      );
      const admin = await as('admin');
      const sellers = await listEcosystemParticipants(platform.accounts, admin, 'seller', {
        ecosystem_id: ecosystem!.id,
      });
      expect(sellers.ok && sellers.value.map((p) => p.businessId)).toEqual([membership.businessId]);
      expect(isAllowedRedirect(UBARGAIN_ECOSYSTEM.form.redirect_uris[0]!, signOnRedirects(ecosystem!))).toBe(
        true,
      );
      expect(ecosystem).toMatchObject({ approvedBy: (await as('admin')).userId });
      const secret = platform.auth.crypto.digest.hash(UBARGAIN_ECOSYSTEM.clientSecret);
      expect(ecosystem!.clientSecretHash).toBe(secret);
    });

    it('has a half-signed contract, a shared credential under review and a share request', async () => {
      const contracts = await myContracts(platform.accounts, await as('consumer'));
      expect(contracts.ok && contracts.value.map((v) => v.contract.status).sort()).toEqual([
        'draft',
        'waitingforsignatures',
      ]);
      const investor = await myShares(platform.accounts, await as('investor'));
      expect(investor.ok && investor.value.incoming.map((s) => [s.typeName, s.status])).toEqual([
        ['Lender Licence', 'in_review'],
      ]);
      const lender = await myShares(platform.accounts, await as('lender'));
      expect(lender.ok && lender.value.outgoing.map((s) => s.status).sort()).toEqual([
        'in_review',
        'requested',
      ]);
    });

    it('offers a tractor for hire next week', async () => {
      const search = {
        asset_type: 'Tractor',
        from: calendarDay(SEED_NOW, days(7)),
        to: calendarDay(SEED_NOW, days(10)),
      };
      const found = await findAvailableAssets(platform.accounts, await as('consumer'), search);
      expect(found.ok && found.value.map((a) => a.days)).toEqual([4]);
    });

    it('serves the Agrifields tenant on its hostnames and the partner ecosystem by its address', async () => {
      const tenant = await platform.app.request('/api/tenants/current', {
        headers: { host: 'Agrifields.localhost:3000' },
      });
      expect(await tenant.json()).toMatchObject({
        tenant_id: AGRIFIELDS_TENANT.id,
        landingPage: 'agrifields',
      });
      const partner = await platform.app.request(
        '/api/businesses/ecosystem?eco_url=https://ubargain.demo.test/',
      );
      expect(await partner.json()).toMatchObject({ ecosystem_name: UBARGAIN_ECOSYSTEM.form.ecosystem_name });
    });

    it("serves the partner ecosystem's logo and banner to anyone, and no other image without a session", async () => {
      const partner = await platform.app.request(
        '/api/businesses/ecosystem?eco_url=https://ubargain.demo.test/',
      );
      const { profile_pic, banner_pic } = (await partner.json()) as {
        profile_pic: string;
        banner_pic: string[];
      };
      for (const name of [profile_pic, ...banner_pic]) {
        const image = await platform.app.request(`/api/get_image/${name}`);
        expect(image.status, name).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
        const bytes = new Uint8Array(await image.arrayBuffer());
        expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      }
      const other = await platform.app.request(`/api/get_image/${'0'.repeat(64)}.png`);
      expect(other.status).toBe(401);
    });
  },
);
