import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { authenticate } from './authenticate';
import { loginWithPassword } from './login-password';
import { logout } from './logout';
import { REFRESH_GRACE_SECONDS, refreshSession } from './refresh';
import { memoryAuth } from './testing/memory-auth';

async function loggedIn() {
  const auth = memoryAuth();
  const user = await auth.addUser({ email: 'asha@example.test', password: 'Secret@2026' });
  const tokens = unwrap(
    await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
  );
  const refresh = (refreshToken: string) => refreshSession(auth.deps, { refreshToken });
  const check = (accessToken: string) => authenticate(auth.deps, { accessToken });
  return { auth, user, tokens, refresh, check };
}

describe('sessions', () => {
  it('keeps refresh tokens only as hashes, 256 random bits each', async () => {
    const { auth, tokens } = await loggedIn();
    expect(tokens.refreshToken.length).toBeGreaterThanOrEqual(43);
    const stored = auth.read().refreshTokens.all();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(tokens.refreshToken);
  });

  it('rotates the refresh token on every use and keeps the session', async () => {
    const { tokens, refresh } = await loggedIn();
    const next = unwrap(await refresh(tokens.refreshToken));
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(next.session).toEqual(tokens.session);
    expect(next.xsrfToken).toBe(tokens.xsrfToken);
    expect((await refresh(next.refreshToken)).ok).toBe(true);
  });

  it('revokes the whole family when a used refresh token comes back after the grace period', async () => {
    const { auth, tokens, refresh, check } = await loggedIn();
    const next = unwrap(await refresh(tokens.refreshToken));
    auth.clock.advance(REFRESH_GRACE_SECONDS * 1000);
    expect(await refresh(tokens.refreshToken)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.REFRESH_REUSED' },
    });
    expect(await refresh(next.refreshToken)).toMatchObject({ ok: false });
    expect(await check(next.accessToken)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.SESSION_REVOKED' },
    });
  });

  it('answers the token check: valid, then expired after 15 minutes', async () => {
    const { auth, tokens, check, user } = await loggedIn();
    expect(await check(tokens.accessToken)).toMatchObject({ ok: true, value: { userId: user.id } });
    auth.clock.advance(15 * 60_000);
    expect(await check(tokens.accessToken)).toMatchObject({
      ok: false,
      error: {
        kind: 'unauthenticated',
        code: 'AUTH.TOKEN_EXPIRED',
        message: 'Session expired please login again',
      },
    });
  });

  it('refuses a tampered access token', async () => {
    const { tokens, check } = await loggedIn();
    const tampered = tokens.accessToken.replace('consumer', 'ispadmin');
    expect(tampered).not.toBe(tokens.accessToken);
    expect(await check(tampered)).toMatchObject({ ok: false, error: { code: 'AUTH.TOKEN_INVALID' } });
  });

  it('requires the session’s anti-forgery token on state-changing calls only', async () => {
    const { auth, tokens } = await loggedIn();
    const call = (xsrfToken: string | null, stateChanging: boolean) =>
      authenticate(auth.deps, { accessToken: tokens.accessToken, xsrfToken, stateChanging });
    expect((await call(null, false)).ok).toBe(true);
    expect(await call(null, true)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', code: 'AUTH.XSRF_INVALID' },
    });
    expect((await call('forged', true)).ok).toBe(false);
    expect((await call(tokens.xsrfToken, true)).ok).toBe(true);
  });

  it('refuses a refresh token after its 7 days', async () => {
    const { auth, tokens, refresh } = await loggedIn();
    auth.clock.advance(7 * 86_400_000);
    expect(await refresh(tokens.refreshToken)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.REFRESH_INVALID' },
    });
  });

  it('ends a session after 30 days however often it is refreshed', async () => {
    const { auth, tokens, refresh } = await loggedIn();
    let current = tokens.refreshToken;
    for (let day = 0; day < 29; day++) {
      auth.clock.advance(86_400_000);
      current = unwrap(await refresh(current)).refreshToken;
    }
    auth.clock.advance(86_400_000);
    expect((await refresh(current)).ok).toBe(false);
  });

  it('logs out server-side: refresh and access tokens stop working, and twice is fine', async () => {
    const { auth, tokens, refresh, check } = await loggedIn();
    expect(await logout(auth.deps, { refreshToken: tokens.refreshToken })).toEqual({
      ok: true,
      value: { loggedOut: true },
    });
    expect((await refresh(tokens.refreshToken)).ok).toBe(false);
    expect((await check(tokens.accessToken)).ok).toBe(false);
    expect((await logout(auth.deps, { sessionId: tokens.session.sessionId })).ok).toBe(true);
  });
});

describe('refresh-token families, generated', () => {
  it('a refresh token reused after the grace period revokes every token of its family', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 6 }), fc.nat(), async (rotations, pick) => {
        const { auth, tokens, refresh, check } = await loggedIn();
        const family = [tokens];
        for (let i = 0; i < rotations; i++) family.push(unwrap(await refresh(family.at(-1)!.refreshToken)));
        auth.clock.advance(REFRESH_GRACE_SECONDS * 1000);
        const reused = family[pick % rotations]!; // any token already rotated away
        expect((await refresh(reused.refreshToken)).ok).toBe(false);
        for (const t of family) {
          expect((await refresh(t.refreshToken)).ok).toBe(false);
          expect((await check(t.accessToken)).ok).toBe(false);
        }
      }),
      { numRuns: 25 },
    );
  });
});
