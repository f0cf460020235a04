import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { authenticate } from './authenticate';
import { loginWithPassword } from './login-password';
import { issueSsoCode } from './sso';
import { exchangeSsoCode } from './sso-exchange';
import { PARTNER } from './testing/auth-fixtures';
import { memoryAuth } from './testing/memory-auth';

const REDIRECT = 'https://partner.example/sso/callback';

async function setup() {
  const auth = memoryAuth();
  auth.addEcosystem(PARTNER);
  await auth.addUser({ email: 'asha@example.test', password: 'Secret@2026' });
  const tokens = unwrap(
    await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
  );
  const issue = (redirectUri: string) =>
    issueSsoCode(auth.deps, tokens.session, { ecoId: PARTNER.id, redirectUri });
  const codeOf = (redirectTo: string) => /[?&]code=([^&]+)/.exec(redirectTo)![1]!;
  const exchange = (code: string, more: object = {}) =>
    exchangeSsoCode(auth.deps, { code, ecosystemId: PARTNER.id, redirectUri: REDIRECT, ...more });
  return { auth, tokens, issue, codeOf, exchange };
}

describe('partner single sign-on', () => {
  it('sends the browser to the registered URI with a code, never a token', async () => {
    const { issue, tokens } = await setup();
    const r = unwrap(await issue(`${REDIRECT}?state=xyz`));
    expect(r.redirectTo).toMatch(/^https:\/\/partner\.example\/sso\/callback\?state=xyz&code=[\w-]{43}$/);
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

  it('refuses a code whose user logged out before the exchange', async () => {
    const { auth, issue, codeOf, exchange, tokens } = await setup();
    const code = codeOf(unwrap(await issue(REDIRECT)).redirectTo);
    await auth.read().sessions.revoke(tokens.session.sessionId, '2026-01-15T12:00:01.000Z', 'logout');
    expect((await exchange(code)).ok).toBe(false);
  });
});
