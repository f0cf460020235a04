import { describe, expect, it } from 'vitest';
import type { Body, Caller } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, type Fixture, useAccounts } from './testing/suite-kit';

async function registered(t: Fixture, owner: Caller, url: string): Promise<{ id: string; secret: string }> {
  const body = await expectOk(
    await t.api.post(
      '/businesses/ecosystem',
      {
        ecosystem_name: `Market ${url}`,
        ecosystem_uri: `https://${url}`,
        ecosystem_url: url,
        redirect_uris: [`https://${url}/sso/callback`],
      },
      owner,
    ),
    201,
  );
  const ecosystem = body.ecosystem as Body;
  expect(ecosystem).toMatchObject({ approved: false, approvedAt: null });
  return { id: String(ecosystem._id), secret: String(body.client_secret) };
}

const pendingIds = async (t: Fixture, admin: Caller) =>
  ((await expectOk(await t.api.get('/admin/ecosystems/pending', admin))).data as Body[]).map((e) =>
    String(e._id),
  );

/** The platform admin's approval of ecosystems, and the owner's rotation of the client secret. */
export function describeEcosystemApproval(name: string, make: MakeAccountsWorld): void {
  describe(`ecosystem approval and client secrets (${name})`, () => {
    const t = useAccounts(make);

    it("lists registered ecosystems as pending until the platform admin approves them → 'Approved successfully'", async () => {
      const owner = await t.api.businessOf(await t.api.person());
      const admin = await t.api.admin();
      const { id } = await registered(t, owner, 'market.one.example');
      expect(await pendingIds(t, admin)).toEqual([id]);

      await expectOk(
        await t.api.post('/admin/ecosystems/approve', { ecosystem_id: id }, admin),
        200,
        'Approved successfully',
      );
      expect(await pendingIds(t, admin)).toEqual([]);
      await expectRefusal(
        await t.api.post('/admin/ecosystems/approve', { ecosystem_id: id }, admin),
        409,
        'This ecosystem is already approved',
      );
      await expectRefusal(
        await t.api.post('/admin/ecosystems/approve', { ecosystem_id: 'no-such-ecosystem' }, admin),
        404,
        'Ecosystem not found',
      );
    });

    it('lets nobody but the platform admin see or approve pending ecosystems', async () => {
      const owner = await t.api.businessOf(await t.api.person());
      const { id } = await registered(t, owner, 'market.two.example');
      for (const caller of [owner, await t.api.person()]) {
        await expectRefusal(
          await t.api.get('/admin/ecosystems/pending', caller),
          403,
          'Only the platform admin can do this',
        );
        await expectRefusal(
          await t.api.post('/admin/ecosystems/approve', { ecosystem_id: id }, caller),
          403,
          'Only the platform admin can do this',
        );
      }
      expect(await pendingIds(t, await t.api.admin())).toEqual([id]);
    });

    it("gives the owner a new client secret on request → 'Updated Successfully', and to nobody else (another business reads it as unknown)", async () => {
      const owner = await t.api.businessOf(await t.api.person());
      const { id, secret } = await registered(t, owner, 'market.three.example');
      expect(secret.length).toBeGreaterThanOrEqual(32);
      const body = await expectOk(
        await t.api.post('/businesses/ecosystem/secret', { ecosystem_id: id }, owner),
        200,
        'Updated Successfully',
      );
      expect(String(body.client_secret)).not.toBe(secret);
      expect(String(body.client_secret).length).toBeGreaterThanOrEqual(32);

      const stranger = await t.api.businessOf(await t.api.person(), 'Stranger Co');
      const refused = await expectRefusal(
        await t.api.post('/businesses/ecosystem/secret', { ecosystem_id: id }, stranger),
        404,
        'Ecosystem not found',
      );
      expect(refused).not.toHaveProperty('client_secret');
    });
  });
}
