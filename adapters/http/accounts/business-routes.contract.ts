import { describe, expect, it } from 'vitest';
import { readJson } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

/** POST, GET, PUT /businesses and the public lists of types and categories. */
export function describeBusinessRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`business routes (${name})`, () => {
    const t = useAccounts(make);

    it('lists business categories and types as arrays of strings, without a session', async () => {
      const categories = await readJson(await t.api.get('/businesses/categories'));
      expect(categories).toEqual(expect.arrayContaining(['eCommerce', 'Agriculture']));
      expect(await readJson(await t.api.get('/businesses/types'))).toEqual([
        'Private Limited',
        'Public Limited',
        'Non Profit',
        'Self Employed',
        'Government Agency',
        'Sole Proprietorship',
        'Partnership Firm',
        'Limited Liability Partnership',
        'Trust Association Society',
      ]);
    });

    it("registers a business with the spec's defaults → 'Successfully Registered Business'", async () => {
      const me = await t.api.person();
      const res = await t.api.post('/businesses', { business_name: 'Green Acres-2' }, me);
      const body = await expectOk(res, 201, 'Successfully Registered Business');
      expect(body.businessDetails).toMatchObject({
        business_name: 'Green Acres-2',
        business_type: 'Private Limited',
        business_master_category: 'eCommerce',
        owner_id: me.user.id,
      });
      const id = (body.businessDetails as { _id: string })._id;
      const admin = await t.api.signIn(me.user, id);
      expect(
        (await expectOk(await t.api.get(`/businesses?business_id=${id}`, admin))).businessDetails,
      ).toMatchObject({
        _id: id,
        role: 'BUSINESSADMIN',
        approved: false,
      });
    });

    it('refuses a registration the form refuses', async () => {
      const me = await t.api.person();
      await expectRefusal(await t.api.post('/businesses', {}, me), 400, 'Business name is required');
      await expectRefusal(
        await t.api.post('/businesses', { business_name: 'Acme', business_type: 'Cartel' }, me),
        400,
        'Business type is required',
      );
      await expectRefusal(
        await t.api.post('/businesses', { business_name: 'Acme', business_master_category: 'Piracy' }, me),
        400,
        'Please select a valid industry type',
      );
    });

    it("updates as the admin → 'Successfully Updated Business'; a member gets 'Failed to Update business'", async () => {
      const admin = await t.api.businessOf(await t.api.person());
      const member = await t.api.person();
      const biz = admin.businessId!;
      await expectOk(await t.api.join(admin, member, 'BUSINESSUSER'), 200, 'Successfully Added');
      const asMember = await t.api.signIn(member.user, biz);
      const path = `/businesses?business_id=${biz}`;
      const changes = {
        business_name: 'Blue Acres',
        business_type: 'Partnership Firm',
        business_master_category: 'retail',
      };
      const updated = await expectOk(
        await t.api.put(path, changes, admin),
        200,
        'Successfully Updated Business',
      );
      expect(updated.businessDetails).toMatchObject({
        business_name: 'Blue Acres',
        business_master_category: 'Retail',
      });
      await expectRefusal(
        await t.api.put(path, { business_name: 'Mine Now' }, asMember),
        403,
        'Failed to Update business',
      );
      expect((await expectOk(await t.api.get(path, asMember))).businessDetails).toMatchObject({
        business_name: 'Blue Acres',
        role: 'BUSINESSUSER',
      });
    });

    it('names the business by the query, never by the body', async () => {
      const a = await t.api.businessOf(await t.api.person(), 'Alpha');
      const b = await t.api.businessOf(await t.api.person(), 'Bravo');
      const res = await t.api.put(
        `/businesses?business_id=${a.businessId}`,
        { business_id: b.businessId, business_name: 'Renamed' },
        a,
      );
      await expectOk(res, 200, 'Successfully Updated Business');
      const bravo = await expectOk(await t.api.get(`/businesses?business_id=${b.businessId}`, b));
      expect(bravo.businessDetails).toMatchObject({ business_name: 'Bravo' });
    });

    it('answers 404 to outsiders and lets the platform admin read any business', async () => {
      const owner = await t.api.businessOf(await t.api.person());
      const path = `/businesses?business_id=${owner.businessId}`;
      const outsider = await t.api.person();
      await expectRefusal(await t.api.get(path, outsider), 404, 'Business not found');
      await expectRefusal(
        await t.api.put(path, { business_name: 'Hijack' }, outsider),
        404,
        'Business not found',
      );
      await expectRefusal(await t.api.get('/businesses?business_id=nope', owner), 404, 'Business not found');
      await expectRefusal(await t.api.get('/businesses', owner), 400, 'please enter the valid details');
      expect((await expectOk(await t.api.get(path, await t.api.admin()))).businessDetails).toMatchObject({
        role: null,
      });
    });
  });
}
