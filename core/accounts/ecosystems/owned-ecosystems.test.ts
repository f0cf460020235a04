import { describe, expect, it } from 'vitest';
import { accountsWorld, actorOf } from '../testing/accounts-world';
import { addEcosystemParticipant, registerEcosystem } from './ecosystems';
import { ownedEcosystems } from './owned-ecosystems';

const form = (host: string) => ({
  ecosystem_name: `Market ${host}`,
  ecosystem_uri: `https://${host}`,
  ecosystem_url: host,
  redirect_uris: [`https://${host}/sso/callback`],
});

describe('the ecosystems a person runs', () => {
  it('are the ones they registered, in any context, not the ones their business only joined', async () => {
    const w = accountsWorld();
    const owner = await w.addUser();
    const other = await w.addUser();
    const farm = await w.addBusiness(owner, 'Green Acres');
    const shop = await w.addBusiness(other, 'Corner Shop');
    const asOwner = actorOf(owner, 'BUSINESSADMIN', farm.id);
    const asOther = actorOf(other, 'BUSINESSADMIN', shop.id);
    const mine = await registerEcosystem(w.ecosystemDeps, asOwner, form('one.example'));
    const theirs = await registerEcosystem(w.ecosystemDeps, asOther, form('two.example'));
    if (!mine.ok || !theirs.ok) throw new Error('registration failed');
    await addEcosystemParticipant(w.deps, asOther, 'buyer', {
      ecosystem_id: theirs.value.ecosystem.id,
      business_id: farm.id,
      kind: 'Retailer',
    });
    const listed = await ownedEcosystems(w.deps, actorOf(owner));
    expect(listed).toMatchObject({
      ok: true,
      value: [
        {
          id: mine.value.ecosystem.id,
          redirectUris: ['https://one.example/sso/callback'],
          approvedAt: null,
        },
      ],
    });
    expect(await ownedEcosystems(w.deps, actorOf(await w.addUser()))).toEqual({ ok: true, value: [] });
  });
});
