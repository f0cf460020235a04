/**
 * The world of the HTTP authorisation matrix, built through the routes: businesses A and B,
 * each with its admin and a second member (a business user in A, a business seller in B).
 * Everyone has an address and a wallet; in each business the member holds a credential its
 * admin issued, has an E-Stamp contract its admin drafted, and has hired its admin's truck; each
 * admin runs an ecosystem. Everyone is signed in to their business.
 */
import type { Body, Caller } from './accounts-client';
import { issuedCredential, walletOf } from './scenarios';
import type { Fixture } from './suite-kit';

export interface Person {
  readonly caller: Caller;
  readonly role: 'BUSINESSADMIN' | 'BUSINESSUSER' | 'BUSINESSSELLER';
  readonly businessId: string;
  readonly addressId: string;
  readonly walletId: string;
  /** Shared by the two people of a business: holder and issuer, creator and counterparty, hirer and owner. */
  credentialId: string;
  contractId: string;
  reservationId: string;
  ecosystemId: string;
}

async function must(res: Response, status = 201): Promise<Body> {
  const body = (await res.json()) as Body;
  if (res.status !== status) throw new Error(`fixture step answered ${res.status} ${JSON.stringify(body)}`);
  return body;
}

const home = { line1: '1 Main Road', city: 'Chennai', state: 'Tamil Nadu', postalCode: '600001' };
const truck = {
  asset_type: 'Truck',
  asset_model: 'Tata 407',
  city: 'Chennai',
  daily_rate: 2500,
  availability: [{ from: '2026-03-10', to: '2026-03-20' }],
};

export async function twoBusinesses(t: Fixture): Promise<Person[]> {
  const people: Person[] = [];
  for (const [letter, memberRole] of [
    ['A', 'BUSINESSUSER'],
    ['B', 'BUSINESSSELLER'],
  ] as const) {
    const admin = await t.api.businessOf(await t.api.person(), `Business ${letter}`);
    const businessId = admin.businessId!;
    const joined = await t.api.person();
    await must(await t.api.join(admin, joined, memberRole), 200);
    const member = await t.api.signIn(joined.user, businessId);

    const eco = {
      ecosystem_name: `Eco ${letter}`,
      ecosystem_uri: `https://eco-${letter}.example`,
      ecosystem_url: `eco-${letter}.example`,
    };
    const ecosystemId = String(
      ((await must(await t.api.post('/businesses/ecosystem', eco, admin))).ecosystem as Body)._id,
    );
    const credentialId = await issuedCredential(t, member, admin);
    const contract = {
      title: `Supply ${letter}`,
      agreement_type: 'Supply Agreement',
      terms: 'Weekly supply.',
      counterparty_id: member.user.id,
      e_stamp: true,
      stamp_duty_state: 'KA',
      stamp_duty_amount: 100,
    };
    const contractId = String(
      ((await must(await t.api.post('/businesses/contracts', contract, admin))).contract as Body)._id,
    );
    const assetId = String(((await must(await t.api.post('/assets', truck, admin))).asset as Body)._id);
    const hire = { asset_id: assetId, from: '2026-03-11', to: '2026-03-12', purpose: 'Moving produce' };
    const reservationId = String(
      ((await must(await t.api.post('/orders/hire', hire, member))).reservation as Body)._id,
    );

    for (const [caller, role] of [
      [admin, 'BUSINESSADMIN'],
      [member, memberRole],
    ] as const) {
      const address = (await must(await t.api.post('/users/address', home, caller))).address as Body;
      people.push({
        caller,
        role,
        businessId,
        addressId: String(address.address_id),
        walletId: await walletOf(t, caller),
        credentialId,
        contractId,
        reservationId,
        ecosystemId,
      });
    }
  }
  return people;
}
