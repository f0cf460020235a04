import { describe, expect, it } from 'vitest';
import { authConfig, DEFAULT_AUTH_CONFIG } from './config';
import { loginWithPassword } from './login-password';
import { UBARGAIN } from './testing/auth-fixtures';
import { fakeCrypto, fakePasswordHasher } from './testing/fake-crypto';
import { memoryAuth } from './testing/memory-auth';

const PASSWORD = 'Secret@2026';

async function setup() {
  const auth = memoryAuth();
  const user = await auth.addUser({
    email: 'asha@example.test',
    mobile: { countryCode: '+91', number: '9876500001' },
    password: PASSWORD,
  });
  const login = (username: string, password = PASSWORD, more: object = {}) =>
    loginWithPassword(auth.deps, { username, password, ...more });
  return { auth, user, login };
}

describe('login with username and password', () => {
  it('logs in by email, whatever its case, in the personal context', async () => {
    const { login, user } = await setup();
    const r = await login('Asha@Example.test');
    expect(r.ok && r.value.session).toMatchObject({
      userId: user.id,
      role: 'consumer',
      loginMode: { isBusiness: false, businessId: null, userRole: 'consumer', ecosystemId: null },
    });
  });

  it('logs in by mobile number', async () => {
    const { login, user } = await setup();
    const r = await login('9876500001');
    expect(r.ok && r.value.session.userId).toBe(user.id);
  });

  it('refuses a wrong password and an unknown user with the same words', async () => {
    const { login } = await setup();
    const wrong = await login('asha@example.test', 'Wrong@2026');
    const unknown = await login('nobody@example.test');
    expect(wrong).toMatchObject({ ok: false, error: { code: 'AUTH.INVALID_CREDENTIALS' } });
    expect(unknown).toEqual(wrong);
  });

  it('spends a password hash on an unknown user too, so timing does not tell', async () => {
    const hasher = fakePasswordHasher();
    let hashes = 0;
    const counting = {
      ...hasher,
      hash: (p: string) => {
        hashes++;
        return hasher.hash(p);
      },
    };
    const auth = memoryAuth({ crypto: { ...fakeCrypto(), passwords: counting } });
    await loginWithPassword(auth.deps, { username: 'nobody@example.test', password: PASSWORD });
    expect(hashes).toBe(1);
  });

  it('answers an unknown username exactly as an existing account, failure by failure, delays included', async () => {
    const { login } = await setup();
    for (let i = 0; i < 10; i++) {
      const known = await login('asha@example.test', 'Wrong@2026');
      const unknown = await login('nobody@example.test', 'Wrong@2026');
      expect(unknown).toEqual(known);
    }
    expect(await login('NOBODY@example.test', 'Wrong@2026')).toEqual(await login('asha@example.test'));
    expect(await login('nobody@example.test')).toMatchObject({ error: { code: 'AUTH.THROTTLED' } });
  });

  it('forgets failures after a successful login', async () => {
    const { login } = await setup();
    for (let i = 0; i < 9; i++) await login('asha@example.test', 'Wrong@2026');
    expect((await login('asha@example.test')).ok).toBe(true);
    for (let i = 0; i < 9; i++) await login('asha@example.test', 'Wrong@2026');
    expect((await login('asha@example.test')).ok).toBe(true);
  });

  it('refuses a mobile number in an email-only ecosystem, and takes the email there', async () => {
    const { auth, login } = await setup();
    auth.addEcosystem(UBARGAIN);
    expect(await login('9876500001', PASSWORD, { ecosystemId: UBARGAIN.id })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.EMAIL_ONLY' },
    });
    const r = await login('asha@example.test', PASSWORD, { ecosystemId: UBARGAIN.id });
    expect(r.ok && r.value.session.loginMode.ecosystemId).toBe(UBARGAIN.id);
  });

  it('re-hashes a password made with weaker parameters', async () => {
    const { auth, user } = await setup();
    const stronger = memoryAuth({ crypto: { ...fakeCrypto(), passwords: fakePasswordHasher(2) } });
    await stronger.addUser({ ...(await auth.read().users.findById(user.id))! });
    await loginWithPassword(stronger.deps, { username: 'asha@example.test', password: PASSWORD });
    expect((await stronger.read().users.findById(user.id))!.passwordHash).toMatch(/^fake\$2\$/);
  });

  it('refuses malformed input as an invalid request', async () => {
    const auth = memoryAuth();
    expect(await loginWithPassword(auth.deps, { username: '' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', code: 'AUTH.INVALID_INPUT', message: 'Invalid request' },
    });
  });

  it('lets a configuration with fewer free failures slow down sooner', async () => {
    const config = authConfig({
      passwordThrottle: { ...DEFAULT_AUTH_CONFIG.passwordThrottle, freeFailures: 3, baseDelaySeconds: 60 },
    });
    const auth = memoryAuth({ config });
    await auth.addUser({ email: 'b@example.test', password: PASSWORD });
    for (let i = 0; i < 2; i++)
      await loginWithPassword(auth.deps, { username: 'b@example.test', password: 'x' });
    const third = await loginWithPassword(auth.deps, { username: 'b@example.test', password: 'x' });
    expect(third).toMatchObject({
      ok: false,
      error: { message: 'Too many failed attempts. Please try again in 1 minute.' },
    });
  });
});
