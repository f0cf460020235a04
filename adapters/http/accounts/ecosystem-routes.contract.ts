import { describe, expect, it } from 'vitest';
import type { Body, Caller } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { image, PNG } from './testing/scenarios';
import { expectOk, expectRefusal, type Fixture, useAccounts } from './testing/suite-kit';

const ecosystem = (over: Body = {}) => ({
  ecosystem_name: 'Agrifields Market',
  ecosystem_uri: 'https://market.agrifields.example',
  ecosystem_url: 'https://Market.Agrifields.example/',
  redirect_uris: ['https://market.agrifields.example/sso/callback'],
  ...over,
});

async function registered(t: Fixture, owner: Caller, over: Body = {}): Promise<string> {
  const body = await expectOk(await t.api.post('/businesses/ecosystem', ecosystem(over), owner), 201);
  return String((body.ecosystem as Body)._id);
}

/** POST /businesses/ecosystem (with an uploaded logo), its buyers and sellers, the participant kinds. */
export function describeEcosystemRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`ecosystem routes (${name})`, () => {
    const t = useAccounts(make);

    it("registers an ecosystem with its logo and banners → 'Successfully Registered Ecosystem'", async () => {
      const admin = await t.api.businessOf(await t.api.person());
      const up = await expectOk(
        await t.api.upload('/businesses/ecosystem/images', image(PNG, 'logo.png'), admin),
        201,
      );
      expect(up).toMatchObject({
        message: 'File uploaded successfully',
        blobName: expect.stringMatching(/^[0-9a-f]{64}\.png$/),
      });
      const logo = String(up.blobName);
      const res = await t.api.post(
        '/businesses/ecosystem',
        ecosystem({ profile_pic: logo, banner_pic: [logo] }),
        admin,
      );
      const body = await expectOk(res, 201, 'Successfully Registered Ecosystem');
      expect(body.ecosystem).toMatchObject({
        ecosystem_name: 'Agrifields Market',
        ecosystem_url: 'market.agrifields.example',
        profile_pic: logo,
        banner_pic: [logo],
        redirect_uris: ['https://market.agrifields.example/sso/callback'],
        owner_id: admin.user.id,
      });
    });

    it('refuses registration outside a business admin’s context, bad addresses and a taken URL', async () => {
      const consumer = await t.api.person();
      await expectRefusal(
        await t.api.post('/businesses/ecosystem', ecosystem(), consumer),
        403,
        'Only a business admin can register an ecosystem',
      );
      const admin = await t.api.businessOf(await t.api.person());
      const post = (over: Body) => t.api.post('/businesses/ecosystem', ecosystem(over), admin);
      await expectRefusal(await post({ ecosystem_name: '' }), 400, 'Ecosystem name is required');
      await expectRefusal(
        await post({ ecosystem_uri: 'http://market.example' }),
        400,
        'Please enter a valid https address',
      );
      await expectRefusal(
        await post({ redirect_uris: ['https://x.example/cb?next=1'] }),
        400,
        'Redirect URIs must be https addresses without a query',
      );
      await expectRefusal(await post({ profile_pic: 'logo.svg' }), 400, 'Please upload a valid file');
      await registered(t, admin);
      await expectRefusal(await post({}), 409, 'An ecosystem with this URL is already registered');
      await registered(t, await t.api.admin(), { ecosystem_url: 'platform.example' });
    });

    it("adds buyers and sellers → 'Successfully Added', and lists each side to its owner only", async () => {
      const owner = await t.api.businessOf(await t.api.person(), 'Owner Co');
      const supplier = await t.api.businessOf(await t.api.person(), 'Supplier Co');
      const eco = await registered(t, owner);
      const add = (side: string, kind: string, who = owner) =>
        t.api.post(
          `/businesses/ecosystem/${side}`,
          { ecosystem_id: eco, business_id: supplier.businessId, kind },
          who,
        );
      const added = await expectOk(await add('seller', 'Grower'), 201, 'Successfully Added');
      expect(added.participant).toMatchObject({
        side: 'seller',
        kind: 'Grower',
        business_id: supplier.businessId,
      });
      await expectOk(await add('buyer', 'Retailer'), 201, 'Successfully Added');
      await expectRefusal(
        await add('seller', 'Aggregator'),
        409,
        'This business is already a participant on that side',
      );
      await expectRefusal(await add('buyer', 'Pirate'), 400, 'Please select a valid participant type');
      await expectRefusal(await add('buyer', 'Exporter', supplier), 404, 'Ecosystem not found');
      const sellers = await expectOk(
        await t.api.get(`/businesses/ecosystem/seller?ecosystem_id=${eco}`, owner),
      );
      expect((sellers.data as Body[]).map((p) => p.kind)).toEqual(['Grower']);
      await expectRefusal(
        await t.api.get(`/businesses/ecosystem/buyer?ecosystem_id=${eco}`, supplier),
        404,
        'Ecosystem not found',
      );
    });

    it('lists the ecosystems the caller runs, awaiting approval, without their secret', async () => {
      const owner = await t.api.businessOf(await t.api.person(), 'Owner Co');
      const eco = await registered(t, owner);
      const mine = await expectOk(await t.api.get('/businesses/ecosystem/mine', owner));
      expect(mine.data).toEqual([
        expect.objectContaining({
          _id: eco,
          ecosystem_url: 'market.agrifields.example',
          redirect_uris: ['https://market.agrifields.example/sso/callback'],
          approved: false,
        }),
      ]);
      expect(JSON.stringify(mine)).not.toContain('ispz_cs_');
      const stranger = await t.api.businessOf(await t.api.person(), 'Stranger Co');
      expect((await expectOk(await t.api.get('/businesses/ecosystem/mine', stranger))).data).toEqual([]);
    });

    it('lists the participant kinds from Grower to Consumer, without a session', async () => {
      const kinds = (await (await t.api.get('/businesses/ecosystem/participantKinds')).json()) as string[];
      expect([kinds[0], kinds.at(-1)]).toEqual(['Grower', 'Consumer']);
    });
  });
}
