import { beforeEach, describe, expect, it } from 'vitest';
import type { Business } from '../businesses/business';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { addEcosystemParticipant, listEcosystemParticipants, registerEcosystem } from './ecosystems';

const form = {
  ecosystem_name: 'Agri Market',
  ecosystem_uri: 'https://market.agrifields.example',
  ecosystem_url: 'HTTPS://Market.Agrifields.Example/',
  profile_pic: 'logo.png',
  banner_pic: ['banner-1.jpg', 'banner-2.jpeg'],
  redirect_uris: ['https://market.agrifields.example/sso/callback'],
};

describe('ecosystems', () => {
  let w: AccountsWorld;
  let owner: User;
  let other: User;
  let farm: Business;
  let shop: Business;
  beforeEach(async () => {
    w = accountsWorld();
    owner = await w.addUser();
    other = await w.addUser();
    farm = await w.addBusiness(owner, 'Green Acres');
    shop = await w.addBusiness(other, 'Corner Shop');
  });
  const asOwner = () => actorOf(owner, 'BUSINESSADMIN', farm.id);

  async function registered(): Promise<string> {
    const r = await registerEcosystem(w.ecosystemDeps, asOwner(), form);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.ecosystem.id;
  }

  it('registers an ecosystem with "Successfully Registered Ecosystem", its url normalised', async () => {
    const r = await registerEcosystem(w.ecosystemDeps, asOwner(), form);
    expect(r).toMatchObject({
      ok: true,
      value: {
        message: 'Successfully Registered Ecosystem',
        ecosystem: {
          url: 'market.agrifields.example',
          ownerUserId: owner.id,
          bannerPics: ['banner-1.jpg', 'banner-2.jpeg'],
          profilePic: 'logo.png',
        },
      },
    });
    expect(
      await registerEcosystem(w.ecosystemDeps, asOwner(), { ...form, ecosystem_name: 'Copy' }),
    ).toMatchObject({
      error: { kind: 'conflict', code: 'ECOSYSTEM.URL_TAKEN' },
    });
  });

  it('issues a client secret shown once, keeps only its hash, and awaits approval', async () => {
    const r = await registerEcosystem(w.ecosystemDeps, asOwner(), form);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.clientSecret).toMatch(/^ispz_cs_[\w-]{43}$/);
    const stored = await w.read().ecosystemRegistry.get(r.value.ecosystem.id);
    expect(stored).toMatchObject({
      approvedAt: null,
      clientSecretHash: w.crypto.digest.hash(r.value.clientSecret),
    });
    expect(JSON.stringify(stored)).not.toContain(r.value.clientSecret);
  });

  it('takes loopback redirect URIs only under the development policy', async () => {
    const local = { ...form, redirect_uris: ['http://localhost:5173/sso'] };
    expect(await registerEcosystem(w.ecosystemDeps, asOwner(), local)).toMatchObject({
      error: { kind: 'invalid', message: 'Redirect URIs must be https addresses without a query' },
    });
    const dev = { ...w.ecosystemDeps, redirectPolicy: { allowLoopbackHttp: true } };
    expect(await registerEcosystem(dev, asOwner(), local)).toMatchObject({ ok: true });
  });

  it('refuses unsafe addresses and non-image pictures', async () => {
    const refused = (over: object) => registerEcosystem(w.ecosystemDeps, asOwner(), { ...form, ...over });
    expect(await refused({ redirect_uris: ['http://evil.example/cb'] })).toMatchObject({
      error: { kind: 'invalid', message: 'Redirect URIs must be https addresses without a query' },
    });
    expect(await refused({ redirect_uris: ['https://x.example/cb?next=/'] })).toMatchObject({
      error: { kind: 'invalid' },
    });
    expect(await refused({ redirect_uris: ['https://x.example/cb?code=planted'] })).toMatchObject({
      error: { kind: 'invalid' },
    });
    expect(await refused({ ecosystem_uri: 'javascript:alert(1)' })).toMatchObject({
      error: { message: 'Please enter a valid https address' },
    });
    expect(await refused({ ecosystem_url: 'bad host!' })).toMatchObject({
      error: { message: 'Please enter a valid host name' },
    });
    expect(await refused({ banner_pic: ['tape.xlsx'] })).toMatchObject({
      error: { message: 'Please upload a valid file' },
    });
    expect(await refused({ ecosystem_name: ' ' })).toMatchObject({
      error: { message: 'Ecosystem name is required' },
    });
  });

  it('lets only a business admin in its business (or the platform admin) register one', async () => {
    expect(await registerEcosystem(w.ecosystemDeps, actorOf(owner), form)).toMatchObject({
      error: { kind: 'forbidden' },
    });
    expect(
      await registerEcosystem(w.ecosystemDeps, actorOf(other, 'BUSINESSADMIN', farm.id), form),
    ).toMatchObject({
      error: { kind: 'not_found' },
    });
    expect(await registerEcosystem(w.ecosystemDeps, actorOf(other, 'ispadmin'), form)).toMatchObject({
      ok: true,
    });
  });

  it('adds businesses as buyers and sellers with "Successfully Added", once per side', async () => {
    const ecosystem_id = await registered();
    const buyer = await addEcosystemParticipant(w.deps, asOwner(), 'buyer', {
      ecosystem_id,
      business_id: shop.id,
      kind: 'Retailer',
    });
    expect(buyer).toMatchObject({
      ok: true,
      value: { message: 'Successfully Added', participant: { side: 'buyer', kind: 'Retailer' } },
    });
    expect(
      await addEcosystemParticipant(w.deps, asOwner(), 'buyer', {
        ecosystem_id,
        business_id: shop.id,
        kind: 'Consumer',
      }),
    ).toMatchObject({ error: { kind: 'conflict' } });
    expect(
      await addEcosystemParticipant(w.deps, asOwner(), 'seller', {
        ecosystem_id,
        business_id: farm.id,
        kind: 'Grower',
      }),
    ).toMatchObject({ ok: true });
    expect(
      await addEcosystemParticipant(w.deps, asOwner(), 'seller', {
        ecosystem_id,
        business_id: 'nope',
        kind: 'Grower',
      }),
    ).toMatchObject({ error: { kind: 'not_found' } });
    expect(
      await addEcosystemParticipant(w.deps, asOwner(), 'seller', {
        ecosystem_id,
        business_id: shop.id,
        kind: 'Pirate',
      }),
    ).toMatchObject({ error: { kind: 'invalid' } });
    expect(await listEcosystemParticipants(w.deps, asOwner(), 'seller', { ecosystem_id })).toMatchObject({
      ok: true,
      value: [{ businessId: farm.id, kind: 'Grower' }],
    });
  });

  it('hides an ecosystem’s participants from everyone but its owner', async () => {
    const ecosystem_id = await registered();
    const asOther = actorOf(other, 'BUSINESSADMIN', shop.id);
    expect(
      await addEcosystemParticipant(w.deps, asOther, 'seller', {
        ecosystem_id,
        business_id: shop.id,
        kind: 'Retailer',
      }),
    ).toMatchObject({ error: { kind: 'not_found', code: 'ECOSYSTEM.NOT_FOUND' } });
    expect(await listEcosystemParticipants(w.deps, asOther, 'buyer', { ecosystem_id })).toMatchObject({
      error: { kind: 'not_found' },
    });
  });
});
