import { describe, expect, it } from 'vitest';
import type { Body } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

const home = {
  label: 'Home',
  line1: '12 Temple Street',
  city: 'Chennai',
  state: 'tamil nadu',
  postalCode: '600004',
};

/** GET, POST, PUT, DELETE /users/address: a person's own addresses, nobody else's. */
export function describeAddressRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`address routes (${name})`, () => {
    const t = useAccounts(make);

    it("adds, lists, updates and deletes with the spec's toasts", async () => {
      const me = await t.api.person();
      const added = await expectOk(await t.api.post('/users/address', home, me), 201, 'Added address');
      const address = added.address as Body;
      expect(address).toMatchObject({ label: 'Home', state: 'Tamil Nadu', country: 'India', line2: null });
      expect((await expectOk(await t.api.get('/users/address', me))).data).toEqual([address]);

      const moved = { ...home, address_id: address.address_id, line1: '7 Beach Road', postalCode: '600001' };
      const updated = await expectOk(await t.api.put('/users/address', moved, me), 200, 'Updated address');
      expect(updated.address).toMatchObject({ address_id: address.address_id, line1: '7 Beach Road' });

      const path = `/users/address?address_id=${address.address_id}`;
      await expectOk(await t.api.delete(path, me), 200, 'Deleted address');
      expect((await expectOk(await t.api.get('/users/address', me))).data).toEqual([]);
      await expectRefusal(await t.api.delete(path, me), 404, 'Address not found');
    });

    it('takes United States addresses with a ZIP code', async () => {
      const me = await t.api.person();
      const us = {
        line1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701-1234',
        country: 'United States',
      };
      expect((await expectOk(await t.api.post('/users/address', us, me), 201)).address).toMatchObject(us);
    });

    it('refuses what the form refuses, with its messages', async () => {
      const me = await t.api.person();
      const post = (over: Body) => t.api.post('/users/address', { ...home, ...over }, me);
      await expectRefusal(await post({ line1: ' ' }), 400, 'Address line 1 is required');
      await expectRefusal(await post({ state: 'Atlantis' }), 400, 'Please select a valid state');
      await expectRefusal(await post({ postalCode: '060001' }), 400, 'Please enter a valid PIN code');
      await expectRefusal(
        await post({ country: 'United States', postalCode: '1234' }),
        400,
        'Please enter a valid ZIP code',
      );
      await expectRefusal(await post({ country: 'Mars' }), 400, 'Please select a valid country');
      await expectRefusal(await t.api.delete('/users/address', me), 400, 'please enter the valid details');
    });

    it('keeps at most 20 addresses (422)', async () => {
      const me = await t.api.person();
      for (let i = 0; i < 20; i++) await expectOk(await t.api.post('/users/address', home, me), 201);
      await expectRefusal(
        await t.api.post('/users/address', home, me),
        422,
        'You can keep at most 20 addresses',
      );
    });

    it("answers 404 for another person's address and leaves it as it was", async () => {
      const [me, other] = [await t.api.person(), await t.api.person()];
      const theirs = (await expectOk(await t.api.post('/users/address', home, other), 201)).address as Body;
      const id = theirs.address_id;
      await expectRefusal(
        await t.api.put('/users/address', { ...home, address_id: id }, me),
        404,
        'Address not found',
      );
      await expectRefusal(
        await t.api.delete(`/users/address?address_id=${id}`, me),
        404,
        'Address not found',
      );
      expect((await expectOk(await t.api.get('/users/address', me))).data).toEqual([]);
      expect((await expectOk(await t.api.get('/users/address', other))).data).toEqual([theirs]);
    });
  });
}
