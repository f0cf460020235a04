import { describe, expect, it } from 'vitest';
import type { Body } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { bankAccount } from './testing/scenarios';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

const NOT_FOUND = 'Credential not found';

/** /personas/credentials: request, review, issue, reject, cancel, list, view, types. */
export function describeCredentialRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`credential routes (${name})`, () => {
    const t = useAccounts(make);

    async function requested() {
      const [holder, issuer] = [await t.api.person(), await t.api.person()];
      const res = await t.api.post(
        '/personas/credentials/request',
        { issuer_id: issuer.user.id, credential_type: bankAccount() },
        holder,
      );
      const body = await expectOk(res, 201, 'Credentials have been requested');
      return {
        holder,
        issuer,
        id: String((body.credential as Body)._id),
        credential: body.credential as Body,
      };
    }
    const act = (action: string, credential_id: string, who: Parameters<typeof t.api.post>[2]) =>
      t.api.post(`/personas/credentials/${action}`, { credential_id }, who);

    it('requests a credential under spec §3 credential_type.entity_attributes', async () => {
      const { holder, issuer, credential } = await requested();
      expect(credential).toMatchObject({
        holder_id: holder.user.id,
        issuer_id: issuer.user.id,
        status: 'requested',
      });
      expect(credential.credential_type).toEqual(bankAccount());
      expect((await expectOk(await t.api.get('/personas/credentials', issuer))).issuing).toEqual([
        credential,
      ]);
      expect((await expectOk(await t.api.get('/personas/credentials', holder))).held).toEqual([credential]);
      const notice = (await t.world.messages()).find((m) => m.to === issuer.user.id);
      expect(notice).toMatchObject({ channel: 'notification', notificationType: 'credentialRequested' });
      expect(notice!.body).not.toContain('001234567890');
    });

    it("the issuer reviews then issues → 'Credential has been issued'", async () => {
      const { holder, issuer, id } = await requested();
      expect((await expectOk(await act('review', id, issuer))).credential).toMatchObject({
        status: 'in_review',
      });
      const issued = await expectOk(await act('issue', id, issuer), 200, 'Credential has been issued');
      expect(issued.credential).toMatchObject({ status: 'issued' });
      const seen = await expectOk(await t.api.get(`/personas/credentials/view?credential_id=${id}`, holder));
      expect(seen.data).toMatchObject({ _id: id, status: 'issued' });
      await expectRefusal(
        await act('cancel', id, holder),
        422,
        'This action is not possible on this credential now',
      );
    });

    it("the issuer rejects → 'Credential has been rejected'; the holder cancels → 'Request has been cancelled'", async () => {
      const first = await requested();
      await expectOk(await act('reject', first.id, first.issuer), 200, 'Credential has been rejected');
      const second = await requested();
      await expectRefusal(
        await act('issue', second.id, second.holder),
        422,
        'This action is not possible on this credential now',
      );
      await expectOk(await act('cancel', second.id, second.holder), 200, 'Request has been cancelled');
      await expectRefusal(
        await act('cancel', second.id, second.holder),
        422,
        'This action is not possible on this credential now',
      );
    });

    it('refuses unknown types, missing attributes, oneself and unknown issuers', async () => {
      const [me, issuer] = [await t.api.person(), await t.api.person()];
      const ask = (body: Body) => t.api.post('/personas/credentials/request', body, me);
      await expectRefusal(
        await ask({ issuer_id: issuer.user.id, credential_type: { ...bankAccount(), name: 'Horoscope' } }),
        400,
        'Please select a valid credential type',
      );
      const partial = { name: 'Bank Account', entity_attributes: [{ attr_name: 'IFSC', uservalue: 'X' }] };
      await expectRefusal(
        await ask({ issuer_id: issuer.user.id, credential_type: partial }),
        400,
        'Please fill in every attribute of the credential',
      );
      await expectRefusal(
        await ask({ issuer_id: me.user.id, credential_type: bankAccount() }),
        400,
        'You cannot do this with yourself',
      );
      await expectRefusal(
        await ask({ issuer_id: 'person-404', credential_type: bankAccount() }),
        404,
        'No account found with these details',
      );
      await expectRefusal(
        await ask({ credential_type: bankAccount() }),
        400,
        'please enter the valid details',
      );
    });

    it('is 404 to anyone but its holder and issuer, whatever they try', async () => {
      const { id } = await requested();
      const stranger = await t.api.person();
      await expectRefusal(
        await t.api.get(`/personas/credentials/view?credential_id=${id}`, stranger),
        404,
        NOT_FOUND,
      );
      for (const action of ['review', 'issue', 'reject', 'cancel'])
        await expectRefusal(await act(action, id, stranger), 404, NOT_FOUND);
      expect(await expectOk(await t.api.get('/personas/credentials', stranger))).toEqual({
        success: true,
        held: [],
        issuing: [],
      });
    });

    it('lists the credential types with their attributes, without a session', async () => {
      const types = (await expectOk(await t.api.get('/personas/credentials/types'))).data as Body[];
      expect(types).toContainEqual({
        name: 'Bank Account',
        entity_attributes: [
          { attr_name: 'Account Holder' },
          { attr_name: 'Account Number' },
          { attr_name: 'IFSC' },
        ],
      });
    });
  });
}
