/**
 * Short paths to the states the suites start from, taken through the HTTP routes themselves
 * (and, for the referral reward a sign-up would record, through the core hook the sign-up
 * flow calls).
 */
import { rewardReferralSignup } from '../../../../core/accounts/rewards/referral-rewards';
import type { Body, Caller } from './accounts-client';
import type { Fixture } from './suite-kit';

/** The caller's wallet id (the wallet is opened on first use). */
export async function walletOf(t: Fixture, who: Caller): Promise<string> {
  const body = (await (await t.api.get('/wallets', who)).json()) as { wallet_details: { _id: string } };
  return body.wallet_details._id;
}

/** Onboards a persona type into the caller's wallet; answers the persona's `_id`. */
export async function onboard(t: Fixture, who: Caller, persona_id: string): Promise<string> {
  const res = await t.api.post(
    `/wallets/persona/onboard?wallet_id=${await walletOf(t, who)}`,
    { persona_id },
    who,
  );
  const body = (await res.json()) as { persona?: { _id: string } };
  if (res.status !== 201 || !body.persona)
    throw new Error(`onboard ${persona_id}: ${res.status} ${JSON.stringify(body)}`);
  return body.persona._id;
}

/** A person who signed up with `referrer`'s code, with the Eligible reward the sign-up records. */
export async function referredBy(t: Fixture, referrer: Caller): Promise<Caller> {
  const user = await t.api.addUser({ referredBy: referrer.user.id });
  const recorded = await rewardReferralSignup(t.world.accounts, { userId: user.id });
  if (!recorded.ok || recorded.value === null) throw new Error('no referral reward was recorded');
  return t.api.signIn(user);
}

/** A bank-account credential form of spec §3 (credential_type.entity_attributes). */
export function bankAccount(holder = 'Asha Rao'): Body {
  return {
    name: 'Bank Account',
    entity_attributes: [
      { attr_name: 'Account Holder', uservalue: holder },
      { attr_name: 'Account Number', uservalue: '001234567890' },
      { attr_name: 'IFSC', uservalue: 'SBIN0000001' },
    ],
  };
}

/** `holder` asks `issuer` for a bank-account credential and `issuer` issues it; answers its `_id`. */
export async function issuedCredential(t: Fixture, holder: Caller, issuer: Caller): Promise<string> {
  const asked = await t.api.post(
    '/personas/credentials/request',
    { issuer_id: issuer.user.id, credential_type: bankAccount() },
    holder,
  );
  const id = ((await asked.json()) as { credential: { _id: string } }).credential._id;
  const issued = await t.api.post('/personas/credentials/issue', { credential_id: id }, issuer);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${await issued.text()}`);
  return id;
}

/** The eight bytes every PNG starts with, and a few more. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

/** A multipart form holding one file named `name`. */
export const image = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return form;
};
