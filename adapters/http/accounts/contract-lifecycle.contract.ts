import { describe, expect, it } from 'vitest';
import type { Body, Caller } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { drafted, eStamp, form } from './testing/contract-scenario';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

const NOT_NOW = 'This action is not possible on this contract now';

/** A contract's life through HTTP (spec §4 statuses, actions and modes; digital and E-Stamp). */
export function describeContractLifecycle(name: string, make: MakeAccountsWorld): void {
  describe(`contract life cycle (${name})`, () => {
    const t = useAccounts(make);
    const act = (contract_id: string, action: string, who: Caller) =>
      t.api.post('/businesses/contracts/action', { contract_id, action }, who);
    const view = async (id: string, who: Caller) =>
      (await expectOk(await t.api.get(`/businesses/contracts/view?contract_id=${id}`, who))).data as Body;

    it('drafts, edits, submits and is approved by the other party (spec §4 modes and actions)', async () => {
      const { creator, other, id, contract } = await drafted(t);
      expect(contract).toMatchObject({
        status: 'draft',
        e_stamp: false,
        stamp_duty_amount: null,
        creator_id: creator.user.id,
      });
      expect(await view(id, creator)).toMatchObject({
        mode: 'edit',
        actions: ['edit', 'submit', 'CANCELLED'],
      });
      const edited = await t.api.put(
        '/businesses/contracts',
        { ...form(other.user.id, { title: 'Lease, Hosur' }), contract_id: id },
        creator,
      );
      expect((await expectOk(edited, 200, 'Updated Successfully')).contract).toMatchObject({
        title: 'Lease, Hosur',
        version: 2,
      });
      await expectOk(await act(id, 'submit', creator), 200, 'Contract sent for approval');
      expect(await view(id, other)).toMatchObject({
        status: 'pending',
        mode: 'view',
        actions: ['APPROVED', 'REJECTED'],
      });
      expect(
        (await expectOk(await act(id, 'APPROVED', other), 200, 'Approved successfully')).contract,
      ).toMatchObject({ status: 'agreed' });
      const list = (await expectOk(await t.api.get('/businesses/contracts', other))).data as Body[];
      expect(list.map((k) => [k._id, k.status])).toEqual([[id, 'agreed']]);
    });

    it('rejected goes back to the creator to edit; cancelled is final', async () => {
      const { creator, other, id } = await drafted(t);
      await act(id, 'submit', creator);
      await expectOk(await act(id, 'REJECTED', other), 200, 'Contract rejected');
      expect(await view(id, creator)).toMatchObject({ status: 'rejected', mode: 'edit' });
      await expectOk(await act(id, 'CANCELLED', creator), 200, 'Contract cancelled');
      await expectRefusal(await act(id, 'submit', creator), 422, NOT_NOW);
      await expectRefusal(await act(id, 'DANCE', creator), 422, NOT_NOW);
    });

    it('takes an E-Stamp contract through stamp duty and both signatures to approved', async () => {
      const { creator, other, id, contract } = await drafted(t, eStamp);
      expect(contract).toMatchObject({ e_stamp: true, stamp_duty_state: 'KA', stamp_duty_amount: 500.5 });
      await act(id, 'submit', creator);
      await act(id, 'APPROVED', other);
      expect((await expectOk(await act(id, 'send_for_signing', creator))).contract).toMatchObject({
        status: 'paymentpending',
      });
      await expectRefusal(
        await t.api.post('/businesses/contracts/stampDuty', { contract_id: id }, other),
        422,
        NOT_NOW,
      );
      t.world.payments.declineNext('insufficient funds');
      await expectRefusal(
        await t.api.post('/businesses/contracts/stampDuty', { contract_id: id }, creator),
        422,
        'Payment failed, please try again',
      );
      const paid = await expectOk(
        await t.api.post('/businesses/contracts/stampDuty', { contract_id: id }, creator),
        200,
        'Stamp duty paid',
      );
      expect(paid.contract).toMatchObject({
        status: 'waitingforsignatures',
        stamp_duty_payment_id: expect.any(String),
      });
      expect(t.world.payments.charges()).toMatchObject([
        { amount: 50_050, currency: 'INR', payerId: creator.user.id },
      ]);
      await expectOk(await act(id, 'sign', other), 200, 'Contract signed');
      expect((await expectOk(await act(id, 'sign', creator))).contract).toMatchObject({ status: 'signed' });
      expect((await expectOk(await act(id, 'APPROVED', creator))).contract).toMatchObject({
        status: 'approved',
      });
      expect(await view(id, other)).toMatchObject({ actions: [] });
    });
  });
}
