import { describe, expect, it } from 'vitest';
import type { Body, Caller } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { drafted, form } from './testing/contract-scenario';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

const NOT_FOUND = 'Failed to fetch contract please try again';

/** /businesses/contracts: what is refused, to whom a contract is invisible, and the option lists. */
export function describeContractRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`contract routes (${name})`, () => {
    const t = useAccounts(make);
    const act = (contract_id: string, action: string, who: Caller) =>
      t.api.post('/businesses/contracts/action', { contract_id, action }, who);

    it('refuses what the form refuses', async () => {
      const [me, other] = [await t.api.person(), await t.api.person()];
      const post = (over: Body) => t.api.post('/businesses/contracts', form(other.user.id, over), me);
      await expectRefusal(await post({ title: '' }), 400, 'Title is required');
      await expectRefusal(await post({ agreement_type: 'Pact' }), 400, 'Please select an agreement type');
      await expectRefusal(
        await post({ e_stamp: true, stamp_duty_amount: 10 }),
        400,
        'Please select the stamp duty state',
      );
      await expectRefusal(
        await post({ stamp_duty_state: 'KA' }),
        400,
        'A digital contract has no stamp duty',
      );
      await expectRefusal(
        await post({ counterparty_id: me.user.id }),
        400,
        'You cannot make a contract with yourself',
      );
      await expectRefusal(
        await post({ counterparty_id: 'person-404' }),
        404,
        'No account found for the other party',
      );
    });

    it("is 'Failed to fetch contract please try again' (404) to anyone but its two parties", async () => {
      const { other, id } = await drafted(t);
      const stranger = await t.api.person();
      await expectRefusal(
        await t.api.get(`/businesses/contracts/view?contract_id=${id}`, stranger),
        404,
        NOT_FOUND,
      );
      for (const action of ['submit', 'APPROVED', 'REJECTED', 'CANCELLED', 'sign'])
        await expectRefusal(await act(id, action, stranger), 404, NOT_FOUND);
      await expectRefusal(
        await t.api.put('/businesses/contracts', { ...form(other.user.id), contract_id: id }, stranger),
        404,
        NOT_FOUND,
      );
      await expectRefusal(
        await t.api.post('/businesses/contracts/stampDuty', { contract_id: id }, stranger),
        404,
        NOT_FOUND,
      );
      expect((await expectOk(await t.api.get('/businesses/contracts', stranger))).data).toEqual([]);
    });

    it('lists statuses, actions, the twelve agreement types and the stamp duty states', async () => {
      const options = await expectOk(await t.api.get('/businesses/contracts/options'));
      expect(options.statuses).toHaveLength(9);
      expect(options.actions).toEqual(expect.arrayContaining(['APPROVED', 'REJECTED', 'CANCELLED']));
      expect(options.agreement_types).toHaveLength(12);
      expect(options.stamp_duty_states).toEqual([
        { code: 'KA', name: 'Karnataka' },
        { code: 'TN', name: 'Tamil Nadu' },
      ]);
    });
  });
}
