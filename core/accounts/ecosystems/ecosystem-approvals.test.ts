import { beforeEach, describe, expect, it } from 'vitest';
import { unwrap } from '../../errors/result';
import type { Business } from '../businesses/business';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { approveEcosystem, listUnapprovedEcosystems, rotateEcosystemSecret } from './ecosystem-approvals';
import { registerEcosystem } from './ecosystems';

const form = {
  ecosystem_name: 'Agri Market',
  ecosystem_uri: 'https://market.agrifields.example',
  ecosystem_url: 'market.agrifields.example',
  redirect_uris: ['https://market.agrifields.example/sso/callback'],
};

describe('ecosystem approval', () => {
  let w: AccountsWorld;
  let owner: User;
  let admin: User;
  let farm: Business;
  beforeEach(async () => {
    w = accountsWorld();
    owner = await w.addUser();
    admin = await w.addUser({ role: 'ispadmin' });
    farm = await w.addBusiness(owner, 'Green Acres');
  });
  const asOwner = () => actorOf(owner, 'BUSINESSADMIN', farm.id);
  const asAdmin = () => actorOf(admin, 'ispadmin');
  const register = async () => unwrap(await registerEcosystem(w.ecosystemDeps, asOwner(), form));

  it("lets the platform admin approve a registered ecosystem once → 'Approved successfully'", async () => {
    const { ecosystem } = await register();
    expect(unwrap(await listUnapprovedEcosystems(w.deps, asAdmin())).map((e) => e.id)).toEqual([
      ecosystem.id,
    ]);
    const approve = () => approveEcosystem(w.deps, asAdmin(), { ecosystem_id: ecosystem.id });
    expect(await approve()).toEqual({ ok: true, value: { message: 'Approved successfully' } });
    expect(await approve()).toMatchObject({
      error: { kind: 'conflict', code: 'ECOSYSTEM.ALREADY_APPROVED' },
    });
    expect(await w.read().ecosystemRegistry.get(ecosystem.id)).toMatchObject({
      approvedBy: admin.id,
      approvedAt: '2026-03-02T09:00:00.000Z',
    });
    expect(unwrap(await listUnapprovedEcosystems(w.deps, asAdmin()))).toEqual([]);
  });

  it('refuses everyone but the platform admin, the owner included', async () => {
    const { ecosystem } = await register();
    for (const actor of [asOwner(), actorOf(owner)]) {
      expect(await approveEcosystem(w.deps, actor, { ecosystem_id: ecosystem.id })).toMatchObject({
        error: { kind: 'forbidden', code: 'ACCOUNT.NOT_PLATFORM_ADMIN' },
      });
      expect(await listUnapprovedEcosystems(w.deps, actor)).toMatchObject({ error: { kind: 'forbidden' } });
    }
    expect(await approveEcosystem(w.deps, asAdmin(), { ecosystem_id: 'nope' })).toMatchObject({
      error: { kind: 'not_found' },
    });
  });

  it('lets the owner rotate the client secret: the old one stops matching', async () => {
    const { ecosystem, clientSecret } = await register();
    const rotated = unwrap(
      await rotateEcosystemSecret(w.ecosystemDeps, asOwner(), { ecosystem_id: ecosystem.id }),
    );
    expect(rotated.clientSecret).not.toBe(clientSecret);
    const stored = await w.read().ecosystemRegistry.get(ecosystem.id);
    expect(stored?.clientSecretHash).toBe(w.crypto.digest.hash(rotated.clientSecret));
    const stranger = actorOf(await w.addUser(), 'consumer');
    expect(
      await rotateEcosystemSecret(w.ecosystemDeps, stranger, { ecosystem_id: ecosystem.id }),
    ).toMatchObject({
      error: { kind: 'not_found' },
    });
  });
});
