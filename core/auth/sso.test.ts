import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { authenticate } from './authenticate';
import { DEFAULT_AUTH_CONFIG } from './config';
import { loginWithPassword } from './login-password';
import { issueSsoCode } from './sso';
import { exchangeSsoCode } from './sso-exchange';
import { switchContext } from './switch-context';
import { PARTNER, PARTNER_CLIENT_SECRET, withClientSecret } from './testing/auth-fixtures';
import { memoryAuth } from './testing/memory-auth';

const REDIRECT = 'https://partner.example/sso/callback';

async function setup(options: { role?: 'consumer' | 'ispadmin'; partner?: typeof PARTNER } = {}) {
  const auth = memoryAuth();
  auth.addEcosystem(withClientSecret(auth.deps.crypto, options.partner ?? PARTNER));
  await auth.addUser({
    email: 'asha@example.test',
    password: 'Secret@2026',
    role: options.role ?? 'consumer',
  });
  const tokens = unwrap(
    await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
  );
  const issue = (redirectUri: string, session = tokens.session) =>
    issueSsoCode(auth.deps, session, { ecoId: PARTNER.id, redirectUri });
  const codeOf = (redirectTo: string) => /[?&]code=([^&]+)/.exec(redirectTo)![1]!;
  const exchange = (code: string, more: object = {}) =>
    exchangeSsoCode(auth.deps, {
      code,
      ecosystemId: PARTNER.id,
      redirectUri: REDIRECT,
      clientSecret: PARTNER_CLIENT_SECRET,
      ...more,
    });
  return { auth, tokens, issue, codeOf, exchange };
}

describe('partner single sign-on', () => {
  it('sends the browser to the registered URI with a code, never a token', async () => {
    const { issue, tokens } = await setup();
    const r = unwrap(await issue(REDIRECT));
    expect(r.redirectTo).toMatch(/^https:\/\/partner\.example\/sso\/callback\?code=[\w-]{43}$/);
    expect(r.redirectTo).not.toContain(tokens.accessToken);
    expect(r.redirectTo).not.toContain(tokens.refreshToken);
    expect(r.expiresAt).toBe('2026-01-15T12:01:00.000Z');
  });

  it('exchanges the code for a partner session in the ecosystem’s context', async () => {
    const { auth, issue, codeOf, exchange, tokens } = await setup();
    const code = codeOf(unwrap(await issue(REDIRECT)).redirectTo);
    const r = unwrap(await exchange(code));
    expect(r.redirectUrl).toBe(REDIRECT);
    expect(r.tokens.session).toMatchObject({
      userId: tokens.session.userId,
      loginMode: { ecosystemId: PARTNER.id },
    });
    expect(r.tokens.session.sessionId).not.toBe(tokens.session.sessionId);
    expect((await authenticate(auth.deps, { accessToken: r.tokens.accessToken })).ok).toBe(true);
    expect(JSON.stringify(auth.read().ssoCodes.all())).not.toContain(code);
  });

  it('refuses an unregistered redirect and logs the user out', async () => {
    const { auth, issue, tokens } = await setup();
    const r = await issue('https://partner.example.evil.example/sso/callback');
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', code: 'AUTH.REDIRECT_NOT_ALLOWED', details: { logout: true } },
    });
    expect((await authenticate(auth.deps, { accessToken: tokens.accessToken })).ok).toBe(false);
  });

  it('accepts a code once; a second exchange also ends the session the first one made', async () => {
    const { auth, issue, codeOf, exchange } = await setup();
    const code = codeOf(unwrap(await issue(REDIRECT)).redirectTo);
    const first = unwrap(await exchange(code));
    expect(await exchange(code)).toMatchObject({ ok: false, error: { code: 'AUTH.SSO_CODE_INVALID' } });
    expect((await authenticate(auth.deps, { accessToken: first.tokens.accessToken })).ok).toBe(false);
  });

  it('binds the code to its ecosystem and redirect URI', async () => {
    const { issue, codeOf, exchange } = await setup();
    const code = codeOf(unwrap(await issue(REDIRECT)).redirectTo);
    expect((await exchange(code, { ecosystemId: 'eco-other' })).ok).toBe(false);
    expect((await exchange(code, { redirectUri: `${REDIRECT}?state=1` })).ok).toBe(false);
    expect((await exchange(code)).ok).toBe(true);
  });

  it('lets a code live 60 seconds', async () => {
    const { auth, issue, codeOf, exchange } = await setup();
    const code = codeOf(unwrap(await issue(REDIRECT)).redirectTo);
    auth.clock.advance(60_000);
    expect((await exchange(code)).ok).toBe(false);
  });

  it("needs the partner's client secret, and answers a wrong one before looking at the code", async () => {
    const { issue, codeOf, exchange } = await setup();
    const code = codeOf(unwrap(await issue(REDIRECT)).redirectTo);
    for (const clientSecret of ['', 'ispz_cs_guess', `${PARTNER_CLIENT_SECRET}x`]) {
      expect(await exchange(code, { clientSecret })).toMatchObject({
        ok: false,
        error: { kind: clientSecret === '' ? 'invalid' : 'unauthenticated' },
      });
    }
    expect(await exchange('no-such-code', { clientSecret: 'wrong' })).toMatchObject({
      error: { code: 'AUTH.SSO_CLIENT_INVALID' },
    });
    // The refused attempts did not spend the code.
    expect((await exchange(code)).ok).toBe(true);
  });

  it('gives an ecosystem without a secret no way to exchange codes', async () => {
    const auth = memoryAuth();
    auth.addEcosystem(PARTNER);
    const r = await exchangeSsoCode(auth.deps, {
      code: 'x',
      ecosystemId: PARTNER.id,
      redirectUri: REDIRECT,
      clientSecret: PARTNER_CLIENT_SECRET,
    });
    expect(r).toMatchObject({ ok: false, error: { code: 'AUTH.SSO_CLIENT_INVALID' } });
  });

  it('counts no redirect URI of an ecosystem awaiting approval', async () => {
    const pending = { ...PARTNER, approvedAt: null, approvedBy: null };
    const { issue, tokens, auth } = await setup({ partner: pending });
    expect(await issue(REDIRECT)).toMatchObject({ ok: false, error: { code: 'AUTH.REDIRECT_NOT_ALLOWED' } });
    expect((await authenticate(auth.deps, { accessToken: tokens.accessToken })).ok).toBe(false);
  });

  it.each(['?code=planted', '?next=https://evil.example', '?state=xyz'])(
    'refuses the registered URI with a query added (%s) and ends the session',
    async (query) => {
      const { issue, auth, tokens } = await setup();
      expect(await issue(`${REDIRECT}${query}`)).toMatchObject({
        ok: false,
        error: { code: 'AUTH.REDIRECT_NOT_ALLOWED' },
      });
      expect((await authenticate(auth.deps, { accessToken: tokens.accessToken })).ok).toBe(false);
    },
  );

  it('follows loopback redirects only where the configuration allows them', async () => {
    const local = { ...PARTNER, redirectUris: ['http://localhost:4000/cb'] };
    const { issue } = await setup({ partner: local });
    expect((await issue('http://localhost:4000/cb')).ok).toBe(false);
    const dev = memoryAuth({ config: { ...DEFAULT_AUTH_CONFIG, allowLoopbackRedirects: true } });
    dev.addEcosystem(local);
    await dev.addUser({ email: 'asha@example.test', password: 'Secret@2026' });
    const t = unwrap(
      await loginWithPassword(dev.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
    );
    const r = unwrap(
      await issueSsoCode(dev.deps, t.session, { ecoId: PARTNER.id, redirectUri: 'http://localhost:4000/cb' }),
    );
    expect(r.redirectTo).toMatch(/^http:\/\/localhost:4000\/cb\?code=/);
  });

  it('never hands a partner the platform admin role: an admin signs in there as a consumer', async () => {
    const { issue, codeOf, exchange, tokens } = await setup({ role: 'ispadmin' });
    expect(tokens.session.role).toBe('ispadmin');
    const r = unwrap(await exchange(codeOf(unwrap(await issue(REDIRECT)).redirectTo)));
    expect(r.tokens.session.role).toBe('consumer');
    expect(r.tokens.session.loginMode).toMatchObject({ userRole: 'consumer', ecosystemId: PARTNER.id });
  });

  it("holds a partner's session to the partner: no context switch back to the admin role, no codes for others", async () => {
    const { auth, issue, codeOf, exchange } = await setup({ role: 'ispadmin' });
    const partner = unwrap(await exchange(codeOf(unwrap(await issue(REDIRECT)).redirectTo))).tokens;
    const seen = unwrap(await authenticate(auth.deps, { accessToken: partner.accessToken }));
    expect(seen.partnerEcosystemId).toBe(PARTNER.id);
    for (const input of [{ isBusiness: false }, { isBusiness: false, ecoId: PARTNER.id }])
      expect(await switchContext(auth.deps, seen, input)).toMatchObject({
        ok: false,
        error: { kind: 'forbidden', code: 'AUTH.PARTNER_SESSION' },
      });
    expect(await issue(REDIRECT, seen)).toMatchObject({ ok: false, error: { code: 'AUTH.PARTNER_SESSION' } });
    // The person's own session is no partner's.
    const own = unwrap(
      await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
    );
    expect(
      unwrap(await authenticate(auth.deps, { accessToken: own.accessToken })).partnerEcosystemId,
    ).toBeUndefined();
  });

  it("keeps a business member's business role in the partner's session", async () => {
    const { auth, issue, codeOf, exchange, tokens } = await setup({ role: 'ispadmin' });
    const at = '2026-01-01T00:00:00.000Z';
    const userId = tokens.session.userId;
    await auth
      .read()
      .businesses.addMember({ businessId: 'biz-1', userId, role: 'BUSINESSADMIN', createdAt: at });
    const inBusiness = unwrap(
      await switchContext(auth.deps, tokens.session, { isBusiness: true, businessId: 'biz-1' }),
    );
    const r = unwrap(await exchange(codeOf(unwrap(await issue(REDIRECT, inBusiness.session)).redirectTo)));
    expect(r.tokens.session).toMatchObject({
      role: 'BUSINESSADMIN',
      loginMode: { businessId: 'biz-1', userRole: 'consumer' },
    });
  });

  it('refuses a code whose user logged out before the exchange', async () => {
    const { auth, issue, codeOf, exchange, tokens } = await setup();
    const code = codeOf(unwrap(await issue(REDIRECT)).redirectTo);
    await auth.read().sessions.revoke(tokens.session.sessionId, '2026-01-15T12:00:01.000Z', 'logout');
    expect((await exchange(code)).ok).toBe(false);
  });
});
