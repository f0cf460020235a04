import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { authenticate } from './authenticate';
import { loginWithPassword } from './login-password';
import { REFRESH_GRACE_SECONDS, refreshSession } from './refresh';
import { memoryAuth } from './testing/memory-auth';

// The grace period of refresh rotation: two tabs refreshing with one token stay logged in;
// real reuse still ends the family. Races on a real database: adapters/db/auth/auth-concurrency.test.ts.
async function loggedIn() {
  const auth = memoryAuth();
  await auth.addUser({ email: 'asha@example.test', password: 'Secret@2026' });
  const tokens = unwrap(
    await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
  );
  const refresh = (refreshToken: string) => refreshSession(auth.deps, { refreshToken });
  const live = async (accessToken: string) => (await authenticate(auth.deps, { accessToken })).ok;
  return { auth, tokens, refresh, live };
}

const GRACE_MS = REFRESH_GRACE_SECONDS * 1000;

describe('refresh rotation with a grace period', () => {
  it('gives a second refresh with the same token, moments later, the very same new pair', async () => {
    const { auth, tokens, refresh, live } = await loggedIn();
    const first = unwrap(await refresh(tokens.refreshToken));
    auth.clock.advance(GRACE_MS - 1);
    const second = unwrap(await refresh(tokens.refreshToken));
    expect(second).toEqual(first);
    expect(await live(first.accessToken)).toBe(true);
    expect((await refresh(first.refreshToken)).ok).toBe(true);
  });

  it('keeps no refresh token in clear, the derived ones included', async () => {
    const { auth, tokens, refresh } = await loggedIn();
    const next = unwrap(await refresh(tokens.refreshToken));
    const stored = JSON.stringify(auth.read().refreshTokens.all());
    expect(stored).not.toContain(tokens.refreshToken);
    expect(stored).not.toContain(next.refreshToken);
  });

  it('ends the family when a used token comes back once the grace period is over', async () => {
    const { auth, tokens, refresh, live } = await loggedIn();
    const next = unwrap(await refresh(tokens.refreshToken));
    auth.clock.advance(GRACE_MS);
    expect(await refresh(tokens.refreshToken)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.REFRESH_REUSED' },
    });
    expect(await live(next.accessToken)).toBe(false);
    expect((await refresh(next.refreshToken)).ok).toBe(false);
  });

  it('ends the family when a used token comes back after its successor was used, even within the grace', async () => {
    const { tokens, refresh, live } = await loggedIn();
    const second = unwrap(await refresh(tokens.refreshToken));
    const third = unwrap(await refresh(second.refreshToken));
    expect(await refresh(tokens.refreshToken)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.REFRESH_REUSED' },
    });
    expect(await live(third.accessToken)).toBe(false);
  });
});
