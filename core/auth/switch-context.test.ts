import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { authenticate } from './authenticate';
import { loginModeView, roleContextRequest } from './login-mode';
import { loginWithPassword } from './login-password';
import { switchContext } from './switch-context';
import { PARTNER } from './testing/auth-fixtures';
import { memoryAuth } from './testing/memory-auth';

async function setup() {
  const auth = memoryAuth();
  auth.addEcosystem(PARTNER);
  const user = await auth.addUser({ email: 'asha@example.test', password: 'Secret@2026' });
  const businesses = auth.read().businesses;
  await businesses.insert({
    id: 'biz-1',
    name: 'Asha Exports',
    type: 'Private Limited',
    category: 'eCommerce',
    ownerUserId: 'someone',
    ecosystemId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  await businesses.addMember({
    businessId: 'biz-1',
    userId: user.id,
    role: 'BUSINESSSELLER',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
  const tokens = unwrap(
    await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
  );
  return { auth, user, tokens };
}

describe('role-context switch', () => {
  it('switches into a business the user belongs to, with its role, and ends the old session', async () => {
    const { auth, tokens } = await setup();
    const r = unwrap(
      await switchContext(auth.deps, tokens.session, roleContextRequest({ role: 'business', id: 'biz-1' })),
    );
    expect(r.session).toMatchObject({
      role: 'BUSINESSSELLER',
      loginMode: { isBusiness: true, businessId: 'biz-1', userRole: 'consumer', ecosystemId: null },
    });
    expect(loginModeView(r.session)).toEqual({ businessId: 'biz-1', role: 'BUSINESSSELLER' });
    expect(r.session.sessionId).not.toBe(tokens.session.sessionId);
    expect((await authenticate(auth.deps, { accessToken: tokens.accessToken })).ok).toBe(false);
    expect((await authenticate(auth.deps, { accessToken: r.accessToken })).ok).toBe(true);
  });

  it('switches back to the consumer context', async () => {
    const { auth, tokens } = await setup();
    const biz = unwrap(
      await switchContext(auth.deps, tokens.session, { isBusiness: true, businessId: 'biz-1' }),
    );
    const back = unwrap(
      await switchContext(auth.deps, biz.session, roleContextRequest({ role: 'consumer' })),
    );
    expect(back.session).toMatchObject({
      role: 'consumer',
      loginMode: { isBusiness: false, businessId: null },
    });
  });

  it('switches into an ecosystem by id or by its URL', async () => {
    const { auth, tokens } = await setup();
    const byUrl = unwrap(
      await switchContext(auth.deps, tokens.session, {
        isBusiness: false,
        ecoUrl: 'https://Partner.example/',
      }),
    );
    expect(byUrl.session.loginMode.ecosystemId).toBe(PARTNER.id);
    const byId = unwrap(
      await switchContext(
        auth.deps,
        byUrl.session,
        roleContextRequest({ role: 'ecosystem', id: PARTNER.id }),
      ),
    );
    expect(byId.session.loginMode.ecosystemId).toBe(PARTNER.id);
  });

  it('refuses a business the user does not belong to, and keeps the session', async () => {
    const { auth, tokens } = await setup();
    const r = await switchContext(auth.deps, tokens.session, { isBusiness: true, businessId: 'biz-2' });
    expect(r).toMatchObject({ ok: false, error: { kind: 'forbidden', code: 'AUTH.NOT_A_MEMBER' } });
    expect((await authenticate(auth.deps, { accessToken: tokens.accessToken })).ok).toBe(true);
  });

  it('refuses an unknown ecosystem and a business switch without a business id', async () => {
    const { auth, tokens } = await setup();
    expect(
      await switchContext(auth.deps, tokens.session, { isBusiness: false, ecoId: 'eco-x' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'AUTH.ECOSYSTEM_NOT_FOUND' },
    });
    expect(await switchContext(auth.deps, tokens.session, { isBusiness: true })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.INVALID_INPUT' },
    });
  });

  it('refuses to switch from a session already switched away from', async () => {
    const { auth, tokens } = await setup();
    await switchContext(auth.deps, tokens.session, { isBusiness: false });
    const again = await switchContext(auth.deps, tokens.session, { isBusiness: false });
    expect(again).toMatchObject({ ok: false, error: { code: 'AUTH.SESSION_REVOKED' } });
  });
});
