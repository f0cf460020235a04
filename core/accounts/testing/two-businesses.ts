/**
 * The world of the authorisation matrix: businesses A and B, each with its admin and a second
 * member (a business user in A, a business seller in B). Everyone has an address and a wallet;
 * in each business the second member holds a credential its admin issued, has an E-Stamp
 * contract drafted by its admin and has hired its admin's truck; each admin runs an ecosystem.
 */
import type { DomainError } from '../../errors/domain-error';
import type { Result } from '../../errors/result';
import type { AccountActor } from '../account-deps';
import { createContract } from '../agreements/contract-drafts';
import { contractForm } from '../agreements/testing/contract-samples';
import { registerAsset } from '../assets/asset-listing';
import { confirmHire } from '../assets/confirm-hire';
import type { BusinessRole } from '../businesses/business';
import { actOnCredential, requestCredential } from '../credentials/issuance';
import { registerEcosystem } from '../ecosystems/ecosystems';
import { addAddress } from '../profile/addresses';
import type { User } from '../user';
import { walletDetails } from '../wallets/wallets';
import { type AccountsWorld, accountsWorld } from './accounts-world';

export interface Person {
  readonly user: User;
  readonly actor: AccountActor;
  readonly businessId: string;
  readonly addressId: string;
  readonly walletId: string;
  /** Shared by the two people of a business: holder and issuer, creator and counterparty, hirer and owner. */
  credentialId: string;
  contractId: string;
  reservationId: string;
}

/** The value of an `Ok`; a refusal while building the world is a broken fixture. */
export function must<T>(r: Result<T, DomainError>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

const bank = {
  name: 'Bank Account',
  entity_attributes: [
    { attr_name: 'Account Holder', uservalue: 'A' },
    { attr_name: 'Account Number', uservalue: '1' },
    { attr_name: 'IFSC', uservalue: 'X' },
  ],
};

export async function twoBusinesses(): Promise<{
  w: AccountsWorld;
  people: Person[];
  ecosystems: Record<string, string>;
}> {
  const w = accountsWorld();
  const people: Person[] = [];
  const ecosystems: Record<string, string> = {};
  const plan: [string, BusinessRole][] = [
    ['A', 'BUSINESSADMIN'],
    ['A', 'BUSINESSUSER'],
    ['B', 'BUSINESSADMIN'],
    ['B', 'BUSINESSSELLER'],
  ];
  for (const [biz, role] of plan) {
    const user = await w.addUser();
    const businessId = `biz-${biz}`;
    if (role === 'BUSINESSADMIN') await w.addBusiness(user, `Business ${biz}`, businessId);
    else await w.addMember((await w.read().businessDirectory.get(businessId))!, user, role);
    const actor = { userId: user.id, role, businessId };
    const home = { line1: '1 Main Road', city: 'Chennai', state: 'Tamil Nadu', postalCode: '600001' };
    const addressId = must(await addAddress(w.deps, actor, home)).address.id;
    const walletId = must(await walletDetails(w.deps, actor)).wallet.id;
    people.push({
      user,
      actor,
      businessId,
      addressId,
      walletId,
      credentialId: '',
      contractId: '',
      reservationId: '',
    });
  }
  for (const [holder, admin] of [
    [people[1]!, people[0]!],
    [people[3]!, people[2]!],
  ]) {
    const credential = must(
      await requestCredential(w.deps, holder.actor, { issuer_id: admin.user.id, credential_type: bank }),
    );
    must(
      await actOnCredential(w.deps, admin.actor, {
        credential_id: credential.credential.id,
        action: 'issue',
      }),
    );
    const stamp = { e_stamp: true, stamp_duty_state: 'KA', stamp_duty_amount: 100 };
    const contract = must(await createContract(w.deps, admin.actor, contractForm(holder.user.id, stamp)));
    const eco = {
      ecosystem_name: `Eco ${admin.businessId}`,
      ecosystem_uri: `https://${admin.businessId}.example`,
      ecosystem_url: `${admin.businessId}.example`,
    };
    ecosystems[admin.businessId] = must(
      await registerEcosystem(w.ecosystemDeps, admin.actor, eco),
    ).ecosystem.id;
    const truck = {
      asset_type: 'Truck',
      asset_model: 'Tata 407',
      city: 'Chennai',
      daily_rate: 2500,
      availability: [{ from: '2026-03-10', to: '2026-03-20' }],
    };
    const asset = must(await registerAsset(w.deps, admin.actor, truck)).asset;
    const hire = { asset_id: asset.id, from: '2026-03-11', to: '2026-03-12', purpose: 'Moving produce' };
    const reservation = must(await confirmHire(w.paying, holder.actor, hire)).reservation;
    for (const p of [holder, admin])
      Object.assign(p, {
        credentialId: credential.credential.id,
        contractId: contract.contract.id,
        reservationId: reservation.id,
      });
  }
  return { w, people, ecosystems };
}
