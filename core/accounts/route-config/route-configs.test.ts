import { beforeEach, describe, expect, it } from 'vitest';
import { isReadOnly } from '../../permissions/route-config';
import type { Business } from '../businesses/business';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { memberRouteConfig, routeConfigFor, setMemberRouteConfig } from './route-configs';

describe('route configuration for the caller', () => {
  let w: AccountsWorld;
  let owner: User;
  let clerk: User;
  let biz: Business;
  beforeEach(async () => {
    w = accountsWorld();
    owner = await w.addUser();
    clerk = await w.addUser();
    biz = await w.addBusiness(owner);
    await w.addMember(biz, clerk, 'BUSINESSUSER');
  });
  const asOwner = () => actorOf(owner, 'BUSINESSADMIN', biz.id);
  const asClerk = () => actorOf(clerk, 'BUSINESSUSER', biz.id);

  it('gives each role its menu and default read-only pages', async () => {
    const consumer = await routeConfigFor(w.deps, actorOf(owner));
    expect(consumer.ok && consumer.value.navLinks.map((l) => l.path)).toContain('/registerbusiness');
    const admin = await routeConfigFor(w.deps, actorOf(owner, 'ispadmin'));
    expect(admin.ok && isReadOnly(admin.value, '/dashboard/loanPool/summary')).toBe(true);
    const clerkConfig = await routeConfigFor(w.deps, asClerk());
    expect(clerkConfig.ok && isReadOnly(clerkConfig.value, '/dashboard/business')).toBe(true);
  });

  it('applies the read-only pages the business admin chose for a member', async () => {
    const set = await setMemberRouteConfig(w.deps, asOwner(), {
      business_id: biz.id,
      user_id: clerk.id,
      read_only_paths: ['/dashboard/loanPool', '/dashboard/wallet'],
    });
    expect(set).toMatchObject({ ok: true, value: { message: 'Updated Successfully' } });
    const config = await routeConfigFor(w.deps, asClerk());
    if (!config.ok) throw new Error('no config');
    expect(isReadOnly(config.value, '/dashboard/loanPool/summary')).toBe(true);
    expect(isReadOnly(config.value, '/dashboard/wallet')).toBe(true);
    expect(isReadOnly(config.value, '/dashboard/profile')).toBe(false);
    const owners = await routeConfigFor(w.deps, asOwner());
    expect(owners.ok && isReadOnly(owners.value, '/dashboard/loanPool')).toBe(false);
  });

  it('never widens a member’s menu and lets only the admin set it', async () => {
    expect(
      await setMemberRouteConfig(w.deps, asOwner(), {
        business_id: biz.id,
        user_id: clerk.id,
        read_only_paths: ['/dashboard/ispadmin'],
      }),
    ).toMatchObject({ error: { code: 'ROUTES.PATH_NOT_IN_MENU' } });
    expect(
      await setMemberRouteConfig(w.deps, asClerk(), {
        business_id: biz.id,
        user_id: clerk.id,
        read_only_paths: [],
      }),
    ).toMatchObject({ error: { kind: 'forbidden' } });
    expect(
      await setMemberRouteConfig(w.deps, asOwner(), {
        business_id: biz.id,
        user_id: 'stranger',
        read_only_paths: [],
      }),
    ).toMatchObject({ error: { kind: 'not_found' } });
  });

  it('shows the admin a member’s menu with the role’s default flags, then the ones stored, and nobody else', async () => {
    const query = { business_id: biz.id, user_id: clerk.id };
    const before = await memberRouteConfig(w.deps, asOwner(), query);
    if (!before.ok) throw new Error(before.error.message);
    expect(before.value.routes.filter((r) => r.readOnly).map((r) => r.path)).toEqual(['/dashboard/business']);
    await setMemberRouteConfig(w.deps, asOwner(), { ...query, read_only_paths: ['/dashboard/wallet'] });
    const after = await memberRouteConfig(w.deps, asOwner(), query);
    expect(after.ok && after.value.routes.filter((r) => r.readOnly).map((r) => r.path)).toEqual([
      '/dashboard/wallet',
    ]);
    expect(after.ok && after.value.navLinks).toEqual(before.value.navLinks);
    expect(await memberRouteConfig(w.deps, asClerk(), query)).toMatchObject({ error: { kind: 'forbidden' } });
    expect(await memberRouteConfig(w.deps, asOwner(), { ...query, user_id: 'stranger' })).toMatchObject({
      error: { kind: 'not_found' },
    });
  });
});
