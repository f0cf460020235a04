import { describe, expect, it } from 'vitest';
import { addEcosystemParticipant, registerEcosystem } from '../ecosystems/ecosystems';
import { accountsWorld, actorOf } from '../testing/accounts-world';
import { myContexts } from './my-contexts';

const form = (name: string, host: string) => ({
  ecosystem_name: name,
  ecosystem_uri: `https://${host}`,
  ecosystem_url: host,
  banner_pic: ['banner.png'],
  redirect_uris: [`https://${host}/sso/callback`],
});

describe('myContexts', () => {
  it("lists the person's businesses with their role there and the ecosystems they run or take part in", async () => {
    const w = accountsWorld();
    const owner = await w.addUser();
    const member = await w.addUser();
    const stranger = await w.addUser();
    const farm = await w.addBusiness(owner, 'Green Acres');
    const shop = await w.addBusiness(stranger, 'Corner Shop');
    await w.addMember(farm, member, 'BUSINESSUSER');
    const asOwner = actorOf(owner, 'BUSINESSADMIN', farm.id);
    const growers = await registerEcosystem(w.ecosystemDeps, asOwner, form('Growers', 'growers.example'));
    const market = await registerEcosystem(
      w.ecosystemDeps,
      actorOf(stranger, 'BUSINESSADMIN', shop.id),
      form('Market', 'market.example'),
    );
    if (!growers.ok || !market.ok) throw new Error('ecosystem not registered');
    const added = await addEcosystemParticipant(
      w.deps,
      actorOf(stranger, 'BUSINESSADMIN', shop.id),
      'seller',
      {
        ecosystem_id: market.value.ecosystem.id,
        business_id: farm.id,
        kind: 'Grower',
      },
    );
    expect(added.ok).toBe(true);

    const mine = await myContexts(w.deps, actorOf(member, 'consumer', null));
    expect(mine).toMatchObject({ ok: true });
    if (!mine.ok) return;
    expect(mine.value.businesses).toEqual([
      { businessId: farm.id, name: 'Green Acres', role: 'BUSINESSUSER' },
    ]);
    expect(mine.value.ecosystems.map((e) => [e.name, e.owned]).sort()).toEqual([['Market', false]]);

    const owners = await myContexts(w.deps, asOwner);
    if (!owners.ok) throw new Error('no contexts');
    expect(owners.value.businesses.map((b) => b.role)).toEqual(['BUSINESSADMIN']);
    expect(owners.value.ecosystems.map((e) => [e.name, e.owned]).sort()).toEqual([
      ['Growers', true],
      ['Market', false],
    ]);

    const none = await myContexts(w.deps, actorOf(await w.addUser(), 'consumer', null));
    expect(none).toEqual({ ok: true, value: { businesses: [], ecosystems: [] } });
  });
});
