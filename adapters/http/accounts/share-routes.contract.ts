import { describe, expect, it } from 'vitest';
import type { Body, Caller } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { issuedCredential } from './testing/scenarios';
import { expectOk, expectRefusal, type Fixture, useAccounts } from './testing/suite-kit';

const NOT_POSSIBLE = 'This action is not possible on this credential now';

/** A holder with an issued bank-account credential and an investor who wants to see it. */
async function parties(t: Fixture) {
  const [holder, issuer, investor] = [await t.api.person(), await t.api.person(), await t.api.person()];
  return { holder, issuer, investor, credential: await issuedCredential(t, holder, issuer) };
}

async function askFor(t: Fixture, requester: Caller, holder: Caller): Promise<string> {
  const res = await t.api.post(
    '/personas/shares/request',
    { holder_id: holder.user.id, credential_type: 'Bank Account' },
    requester,
  );
  return String(((await expectOk(res, 201, 'Credentials have been requested')).share as Body)._id);
}

/** /personas/shares: request, share, review, approve, reject, cancel, list. */
export function describeShareRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`credential sharing routes (${name})`, () => {
    const t = useAccounts(make);
    const act = (action: string, share_id: string, who: Caller) =>
      t.api.post(`/personas/shares/${action}`, { share_id }, who);

    it("asked, shared, reviewed, approved: 'shared' then 'Credential has been approved'", async () => {
      const { holder, investor, credential } = await parties(t);
      const share = await askFor(t, investor, holder);
      const shared = await expectOk(
        await t.api.post('/personas/shares/share', { credential_id: credential, share_id: share }, holder),
        200,
        'Credentials have been shared',
      );
      expect(shared.share).toMatchObject({ status: 'shared', credential_id: credential });
      await expectOk(await act('review', share, investor), 200, 'Credential is under review');
      expect(
        (await expectOk(await act('approve', share, investor), 200, 'Credential has been approved')).share,
      ).toMatchObject({ status: 'approved' });
      const incoming = (await expectOk(await t.api.get('/personas/shares', investor))).incoming as Body[];
      expect(incoming[0]).toMatchObject({ _id: share, credential: { _id: credential, status: 'issued' } });
      expect(
        (await expectOk(await t.api.get(`/personas/credentials/view?credential_id=${credential}`, investor)))
          .data,
      ).toMatchObject({ _id: credential });
    });

    it("the requester cancels → 'Request has been cancelled'; the holder may decline", async () => {
      const { holder, investor } = await parties(t);
      const first = await askFor(t, investor, holder);
      await expectOk(await act('cancel', first, investor), 200, 'Request has been cancelled');
      await expectRefusal(await act('cancel', first, investor), 422, NOT_POSSIBLE);
      const second = await askFor(t, investor, holder);
      await expectOk(await act('reject', second, holder), 200, 'Credential has been rejected');
      const incoming = (await expectOk(await t.api.get('/personas/shares', investor))).incoming as Body[];
      expect(incoming.map((s) => s.status).sort()).toEqual(['cancelled', 'rejected']);
    });

    it('shares unasked with a requester, who may reject it and then sees it no more', async () => {
      const { holder, investor, credential } = await parties(t);
      const res = await t.api.post(
        '/personas/shares/share',
        { credential_id: credential, requester_id: investor.user.id },
        holder,
      );
      const share = String(((await expectOk(res, 200, 'Credentials have been shared')).share as Body)._id);
      await expectOk(await act('reject', share, investor), 200, 'Credential has been rejected');
      await expectRefusal(
        await t.api.get(`/personas/credentials/view?credential_id=${credential}`, investor),
        404,
        'Credential not found',
      );
      expect(
        ((await expectOk(await t.api.get('/personas/shares', investor))).incoming as Body[])[0],
      ).toMatchObject({ credential: null });
    });

    it('refuses sharing what is not issued or not one’s own, and acting on others’ shares', async () => {
      const { holder, issuer, investor, credential } = await parties(t);
      const pending = await t.api.post(
        '/personas/credentials/request',
        {
          issuer_id: issuer.user.id,
          credential_type: {
            name: 'KYC',
            entity_attributes: [
              { attr_name: 'Full Name', uservalue: 'A' },
              { attr_name: 'Date of Birth', uservalue: '1990-01-01' },
              { attr_name: 'PAN', uservalue: 'ABCDE1234F' },
              { attr_name: 'Address', uservalue: 'Chennai' },
            ],
          },
        },
        holder,
      );
      const kyc = String(((await pending.json()) as { credential: Body }).credential._id);
      const share = (body: Body, who: Caller = holder) => t.api.post('/personas/shares/share', body, who);
      await expectRefusal(
        await share({ credential_id: kyc, requester_id: investor.user.id }),
        422,
        'Only an issued credential can be shared',
      );
      await expectRefusal(
        await share({ credential_id: credential, requester_id: investor.user.id }, investor),
        404,
        'Credential not found',
      );
      const asked = await askFor(t, investor, holder);
      const stranger = await t.api.person();
      for (const action of ['review', 'approve', 'reject', 'cancel'])
        await expectRefusal(await act(action, asked, stranger), 404, 'Credential request not found');
      await expectRefusal(await act('approve', asked, investor), 422, NOT_POSSIBLE);
      await expectRefusal(
        await t.api.post(
          '/personas/shares/request',
          { holder_id: holder.user.id, credential_type: 'Tarot' },
          investor,
        ),
        400,
        'Please select a valid credential type',
      );
    });
  });
}
