import { describe, expect, it } from 'vitest';
import type { Body } from './testing/accounts-client';
import type { MakeAccountsWorld } from './testing/accounts-world';
import { expectOk, expectRefusal, useAccounts } from './testing/suite-kit';

const FAILED = 'Failed to onboard persona';

/** GET /wallets, GET /wallets/personaTypes, POST /wallets/persona/onboard?wallet_id=. */
export function describeWalletRoutes(name: string, make: MakeAccountsWorld): void {
  describe(`wallet routes (${name})`, () => {
    const t = useAccounts(make);

    it('opens the wallet on first use and answers the same one after', async () => {
      const me = await t.api.person();
      const first = (await expectOk(await t.api.get('/wallets', me))).wallet_details as Body;
      expect(first).toMatchObject({ wallet_role: 'consumer', personas: [] });
      expect((first.personas_to_onboard as Body[]).map((p) => p.entity_type_name)).toContain('Lender');
      expect((await expectOk(await t.api.get('/wallets', me))).wallet_details).toEqual(first);
    });

    it("onboards personas → 'Persona onboarded successfully!': Buyer at once, Lender pending approval", async () => {
      const me = await t.api.person();
      const wallet = ((await expectOk(await t.api.get('/wallets', me))).wallet_details as Body)._id;
      const onboard = (body: Body) => t.api.post(`/wallets/persona/onboard?wallet_id=${wallet}`, body, me);
      const buyer = await expectOk(
        await onboard({ persona_id: 'pt-buyer' }),
        201,
        'Persona onboarded successfully!',
      );
      expect(buyer.persona).toMatchObject({
        status: 'approved',
        persona_type: { entity_type_name: 'Buyer' },
      });
      const lender = await expectOk(await onboard({ persona_id: 'pt-lender', isUbargain: false }), 201);
      expect(lender.persona).toMatchObject({ status: 'pending', persona_id: 'pt-lender', wallet_id: wallet });
      const details = (await expectOk(await t.api.get('/wallets', me))).wallet_details as Body;
      expect((details.personas as Body[]).map((p) => p.persona_id)).toEqual(['pt-buyer', 'pt-lender']);
      expect((details.personas_to_onboard as Body[]).map((p) => p._id)).not.toContain('pt-lender');
    });

    it("answers every refusal with 'Failed to onboard persona'", async () => {
      const [me, other] = [await t.api.person(), await t.api.person()];
      const mine = ((await expectOk(await t.api.get('/wallets', me))).wallet_details as Body)._id;
      const theirs = ((await expectOk(await t.api.get('/wallets', other))).wallet_details as Body)._id;
      const onboard = (wallet: unknown, body: Body) =>
        t.api.post(`/wallets/persona/onboard${wallet === undefined ? '' : `?wallet_id=${wallet}`}`, body, me);
      await expectRefusal(await onboard(mine, { persona_id: 'pt-wizard' }), 400, FAILED);
      await expectRefusal(await onboard(mine, {}), 400, FAILED);
      await expectRefusal(await onboard(undefined, { persona_id: 'pt-buyer' }), 400, FAILED);
      await expectRefusal(await onboard(mine, { persona_id: 'pt-lender', isUbargain: true }), 422, FAILED);
      await expectRefusal(await onboard(theirs, { persona_id: 'pt-buyer' }), 404, FAILED);
      await expectOk(await onboard(mine, { persona_id: 'pt-seller', isUbargain: true }), 201);
      await expectRefusal(await onboard(mine, { persona_id: 'pt-seller' }), 409, FAILED);
      expect(((await expectOk(await t.api.get('/wallets', other))).wallet_details as Body).personas).toEqual(
        [],
      );
    });

    it('lists the persona types with their approval rule, without a session', async () => {
      const types = (await expectOk(await t.api.get('/wallets/personaTypes'))).data as Body[];
      expect(types).toContainEqual({ _id: 'pt-buyer', entity_type_name: 'Buyer', requires_approval: false });
      expect(types).toContainEqual({
        _id: 'pt-investor',
        entity_type_name: 'Investor',
        requires_approval: true,
      });
    });
  });
}
