import { describe, expect, it } from 'vitest';
import { rewardReferralSignup } from '../../../core/accounts/rewards/referral-rewards';
import { createHttpApp } from '../app';
import { authRoutes } from '../auth/auth-routes';
import { XSRF_HEADER } from '../session';
import { accountRoutes } from './account-routes';
import { accountHttpDeps, type Body } from './testing/accounts-client';
import type { AccountsWorld, MakeAccountsWorld } from './testing/accounts-world';
import { useAccounts } from './testing/suite-kit';

interface Held {
  readonly token: string;
  readonly xsrf: string;
}

/** `curl` against the app as `npm start` serves it: the auth and the account modules. */
function curlOn(world: AccountsWorld) {
  const app = createHttpApp({
    modules: [authRoutes({ deps: world.auth }), accountRoutes(accountHttpDeps(world))],
  });
  return async (method: string, path: string, who: Held | null, body?: Body) => {
    const res = await app.request(`/api${path}`, {
      method,
      ...(body ? { body: JSON.stringify(body) } : {}),
      headers: {
        'content-type': 'application/json',
        ...(who ? { authorization: `Bearer ${who.token}`, [XSRF_HEADER]: who.xsrf } : {}),
      },
    });
    const json = (await res.json()) as Body;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return {
      ...json,
      held: { token: String(json.token), xsrf: res.headers.get(XSRF_HEADER) ?? '' },
    } as Body & { held: Held };
  };
}

const licence = {
  name: 'Lender Licence',
  entity_attributes: [
    { attr_name: 'Licence Number', uservalue: 'NMLS-204711' },
    { attr_name: 'Issuing Authority', uservalue: 'NMLS' },
    { attr_name: 'State', uservalue: 'TX' },
    { attr_name: 'Valid Until', uservalue: '2027-12-31' },
  ],
};

/**
 * The walk-through of ./README.md, call by call: register a business, onboard a persona, get a
 * credential issued, share and approve it, see the referral reward.
 */
export function describeWalkthrough(name: string, make: MakeAccountsWorld): void {
  describe(`the README walk-through (${name})`, () => {
    const t = useAccounts(make);

    it('registers a business, onboards a persona, shares and approves a credential, shows rewards', async () => {
      const curl = curlOn(t.world);
      const signUp = async (form: Body) => {
        await curl('POST', '/auth/signup/otp', null, form);
        const sent = (await t.world.messages()).filter((m) => m.to === `+91${form.mobile}`).at(-1)!;
        const otp = sent.body.match(/\b(\d{5})\b/)![1];
        const done = await curl('POST', '/auth/signup', null, { ...form, otp });
        return { held: done.held, id: String((done.user as Body).user_id) };
      };
      const form = { countryCode: '+91', password: 'Secret@2026', lastname: 'Rao' };
      const asha = await signUp({
        ...form,
        firstname: 'Asha',
        mobile: '9876543210',
        email: 'asha@example.test',
      });
      const code = String((await curl('GET', '/users/referralCode', asha.held)).referral_code);
      const ravi = await signUp({ ...form, firstname: 'Ravi', mobile: '9876543211', referred_by: code });
      // What the composition root runs after every successful sign-up (see README "Wiring").
      await rewardReferralSignup(t.world.accounts, { userId: ravi.id });
      const hash = await t.world.auth.crypto.passwords.hash('Demo@2026!');
      await t.api.addUser({ id: 'admin', role: 'ispadmin', email: 'admin@demo.test', passwordHash: hash });
      const admin = (
        await curl('POST', '/auth/login', null, { username: 'admin@demo.test', password: 'Demo@2026!' })
      ).held;

      // 1. Asha registers a business and switches into it.
      const registered = await curl('POST', '/businesses', asha.held, {
        business_name: 'Green Acres',
        business_master_category: 'Agriculture',
      });
      expect(registered.message).toBe('Successfully Registered Business');
      const business_id = String((registered.businessDetails as Body)._id);
      const inBusiness = (
        await curl('POST', '/auth/loginmode', asha.held, { is_business: true, business_id })
      ).held;

      // 2. She onboards the Lender persona; the platform admin approves it.
      const wallet = String(((await curl('GET', '/wallets', inBusiness)).wallet_details as Body)._id);
      const onboarded = await curl('POST', `/wallets/persona/onboard?wallet_id=${wallet}`, inBusiness, {
        persona_id: 'pt-lender',
        isUbargain: false,
      });
      expect(onboarded).toMatchObject({
        message: 'Persona onboarded successfully!',
        persona: { status: 'pending' },
      });
      const persona_id = String((onboarded.persona as Body)._id);
      expect((await curl('POST', '/admin/personas/approve', admin, { persona_id })).message).toBe(
        'Approved successfully',
      );

      // 3. The platform attests her lender licence; Ravi asks for it; she shares it; he approves it.
      const asked = await curl('POST', '/personas/credentials/request', inBusiness, {
        issuer_id: 'admin',
        credential_type: licence,
      });
      const credential_id = String((asked.credential as Body)._id);
      expect((await curl('POST', '/personas/credentials/issue', admin, { credential_id })).message).toBe(
        'Credential has been issued',
      );
      const request = await curl('POST', '/personas/shares/request', ravi.held, {
        holder_id: asha.id,
        credential_type: 'Lender Licence',
      });
      const share_id = String((request.share as Body)._id);
      expect(
        (await curl('POST', '/personas/shares/share', inBusiness, { credential_id, share_id })).message,
      ).toBe('Credentials have been shared');
      const approved = await curl('POST', '/personas/shares/approve', ravi.held, { share_id });
      expect(approved).toMatchObject({
        message: 'Credential has been approved',
        share: { status: 'approved' },
      });

      // 4. Ravi's investor persona is approved, so Asha's referral reward is earned. (Her personal
      //    session ended with the switch; rewards are the person's, in any context.)
      const raviWallet = String(((await curl('GET', '/wallets', ravi.held)).wallet_details as Body)._id);
      const investor = await curl('POST', `/wallets/persona/onboard?wallet_id=${raviWallet}`, ravi.held, {
        persona_id: 'pt-investor',
      });
      await curl('POST', '/admin/personas/approve', admin, { persona_id: (investor.persona as Body)._id });
      const rewards = await curl('GET', '/wallets/rewards', inBusiness);
      expect(rewards).toMatchObject({
        referral_code: code,
        data: [{ referred_user_id: ravi.id, status: 'Earned', colour: 'green', credits: 100 }],
      });
    });
  });
}
