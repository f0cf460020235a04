import { describe, expect, it } from 'vitest';
import { authenticate } from '../../core/auth/authenticate';
import { loginWithOtp, requestLoginOtp } from '../../core/auth/login-otp';
import { loginWithPassword } from '../../core/auth/login-password';
import { REFRESH_GRACE_SECONDS, refreshSession } from '../../core/auth/refresh';
import { memoryAuth } from '../../core/auth/testing/memory-auth';
import { unwrap } from '../../core/errors/result';
import { createAuthCrypto } from './auth-crypto';

// The auth flows over the real crypto adapters (cheap scrypt parameters to stay fast).
function realAuth() {
  const crypto = createAuthCrypto({
    jwtSecret: 'jwt-secret-for-tests-at-least-32-bytes!!',
    pepper: 'pepper-for-tests-at-least-32-bytes-long!!',
    scrypt: { N: 2 ** 10, r: 8, p: 1, keyLength: 32, saltLength: 16 },
  });
  return memoryAuth({ crypto });
}

describe('auth flows over the real crypto adapters', () => {
  it('logs in with a password, refreshes with rotation and a grace period, and detects reuse', async () => {
    const auth = realAuth();
    await auth.addUser({ email: 'asha@example.test', password: 'Secret@2026' });
    const tokens = unwrap(
      await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
    );
    expect(tokens.accessToken.split('.')).toHaveLength(3);
    const check = await authenticate(auth.deps, {
      accessToken: tokens.accessToken,
      xsrfToken: tokens.xsrfToken,
      stateChanging: true,
    });
    expect(check.ok).toBe(true);
    const next = unwrap(await refreshSession(auth.deps, { refreshToken: tokens.refreshToken }));
    // Another tab at once gets the very same pair (the successor is an HMAC, the JWT deterministic).
    expect(unwrap(await refreshSession(auth.deps, { refreshToken: tokens.refreshToken }))).toEqual(next);
    expect(next.refreshToken).toMatch(/^[\w-]{43}$/);
    auth.clock.advance(REFRESH_GRACE_SECONDS * 1000);
    expect((await refreshSession(auth.deps, { refreshToken: tokens.refreshToken })).ok).toBe(false);
    expect((await authenticate(auth.deps, { accessToken: next.accessToken })).ok).toBe(false);
  });

  it('sends a 5-digit code that logs in once, stored only as a MAC', async () => {
    const auth = realAuth();
    await auth.addUser({ mobile: { countryCode: '+91', number: '9876500001' } });
    await requestLoginOtp(auth.deps, { mobile: '9876500001' });
    const otp = auth.codeSentTo('+919876500001')!;
    expect(otp).toMatch(/^\d{5}$/);
    expect(auth.read().otps.all()[0]!.codeMac).toMatch(/^[\w-]{43}$/);
    expect((await loginWithOtp(auth.deps, { mobile: '9876500001', otp })).ok).toBe(true);
    expect((await loginWithOtp(auth.deps, { mobile: '9876500001', otp })).ok).toBe(false);
  });

  it('expires access tokens with the injected clock', async () => {
    const auth = realAuth();
    await auth.addUser({ email: 'asha@example.test', password: 'Secret@2026' });
    const tokens = unwrap(
      await loginWithPassword(auth.deps, { username: 'asha@example.test', password: 'Secret@2026' }),
    );
    auth.clock.advance(15 * 60_000);
    expect(await authenticate(auth.deps, { accessToken: tokens.accessToken })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.TOKEN_EXPIRED' },
    });
  });
});
