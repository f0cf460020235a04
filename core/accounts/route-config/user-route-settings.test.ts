import { beforeEach, describe, expect, it } from 'vitest';
import { type AccountsWorld, accountsWorld, actorOf } from '../testing/accounts-world';
import type { User } from '../user';
import { loanPersonaOf } from '../wallets/loan-persona';
import { routeConfigFor } from './route-configs';
import { setUserRouteSettings } from './user-route-settings';

describe('the default-user flag and persona check the platform admin sets', () => {
  let w: AccountsWorld;
  let admin: User;
  let lena: User;
  beforeEach(async () => {
    w = accountsWorld();
    admin = await w.addUser();
    lena = await w.addUser();
  });
  const asAdmin = () => actorOf(admin, 'ispadmin');
  const flagsOf = async (user: User) => {
    const config = await routeConfigFor(w.deps, actorOf(user));
    if (!config.ok) throw new Error('no route configuration');
    return { defaultUser: config.value.defaultUser, personaCheck: config.value.personaCheck };
  };

  it('leaves both off until the admin sets them', async () => {
    expect(await flagsOf(lena)).toEqual({ defaultUser: false, personaCheck: false });
    expect(await loanPersonaOf(w.deps, lena.id)).toBeNull();
  });

  it('makes the person a lender and shows the flags in their route configuration', async () => {
    const set = await setUserRouteSettings(w.deps, asAdmin(), { user_id: lena.id, default_user: true });
    expect(set).toEqual({
      ok: true,
      value: {
        message: 'Updated Successfully',
        userId: lena.id,
        flags: { defaultUser: true, personaCheck: false },
      },
    });
    expect(await loanPersonaOf(w.deps, lena.id)).toBe('lender');
    await setUserRouteSettings(w.deps, asAdmin(), { user_id: lena.id, persona_check: true });
    expect(await flagsOf(lena)).toEqual({ defaultUser: true, personaCheck: true });
    await setUserRouteSettings(w.deps, asAdmin(), { user_id: lena.id, default_user: false });
    expect(await flagsOf(lena)).toEqual({ defaultUser: false, personaCheck: true });
    expect(await loanPersonaOf(w.deps, lena.id)).toBeNull();
    expect(await flagsOf(admin)).toEqual({ defaultUser: false, personaCheck: false });
  });

  it('lets only the platform admin set them, for an existing person, with something to set', async () => {
    expect(
      await setUserRouteSettings(w.deps, actorOf(lena, 'BUSINESSADMIN', 'b-1'), {
        user_id: lena.id,
        default_user: true,
      }),
    ).toMatchObject({ ok: false, error: { kind: 'forbidden', code: 'ACCOUNT.NOT_PLATFORM_ADMIN' } });
    expect(
      await setUserRouteSettings(w.deps, asAdmin(), { user_id: 'nobody', default_user: true }),
    ).toMatchObject({ error: { kind: 'not_found', code: 'ROUTES.USER_NOT_FOUND' } });
    expect(await setUserRouteSettings(w.deps, asAdmin(), { user_id: lena.id })).toMatchObject({
      error: { kind: 'invalid', code: 'ROUTES.NOTHING_TO_SET' },
    });
    expect(
      await setUserRouteSettings(w.deps, asAdmin(), { user_id: lena.id, default_user: 'yes' }),
    ).toMatchObject({ error: { kind: 'invalid', code: 'ROUTES.INVALID' } });
    expect(await flagsOf(lena)).toEqual({ defaultUser: false, personaCheck: false });
  });
});
