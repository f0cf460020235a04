import { describe, expect, it } from 'vitest';
import { contractUser } from '../../../core/accounts/user-store.contract';
import { authenticate } from '../../../core/auth/authenticate';
import { DEFAULT_AUTH_CONFIG } from '../../../core/auth/config';
import { loginWithPassword } from '../../../core/auth/login-password';
import { resolveTenant } from '../../../core/auth/public-lookups';
import { REFRESH_GRACE_SECONDS, refreshSession } from '../../../core/auth/refresh';
import { requestSignupOtp, signup } from '../../../core/auth/signup';
import { issueSsoCode } from '../../../core/auth/sso';
import { exchangeSsoCode } from '../../../core/auth/sso-exchange';
import {
  AGRIFIELDS,
  PARTNER,
  PARTNER_CLIENT_SECRET,
  withClientSecret,
} from '../../../core/auth/testing/auth-fixtures';
import { fakeCrypto } from '../../../core/auth/testing/fake-crypto';
import { unwrap } from '../../../core/errors/result';
import { testDatabases } from '../testing/test-databases';
import { kyselyAuthWorld } from './testing/kysely-auth-world';

const FORM = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  mobile: '9123456780',
  countryCode: '+91',
  email: 'ravi@example.test',
  password: 'Secret@2026',
};

describe.each(testDatabases().map((b) => [b.name, b] as const))('auth use cases on %s', (_name, backend) => {
  it('sign up by OTP, log in, refresh, detect reuse and hand a partner a single sign-on', async () => {
    const world = await kyselyAuthWorld(backend, fakeCrypto());
    const { deps } = world;
    const codeSentTo = async (to: string) =>
      (await world.messages())
        .filter((m) => m.to === to)
        .at(-1)
        ?.body.match(/^(\d{5}) /)?.[1];

    unwrap(await requestSignupOtp(deps, FORM));
    const signedUp = unwrap(await signup(deps, { ...FORM, otp: await codeSentTo('+919123456780') }));
    const user = await deps.uow.run((s) => s.users.findByEmail('ravi@example.test'));
    expect(user).toMatchObject({ id: signedUp.session.userId, mobile: { number: '9123456780' } });
    expect(await signup(deps, { ...FORM, otp: await codeSentTo('+919123456780') })).toMatchObject({
      ok: false,
    });

    const login = unwrap(await loginWithPassword(deps, { username: '9123456780', password: FORM.password }));
    const next = unwrap(await refreshSession(deps, { refreshToken: login.refreshToken }));
    world.advance(REFRESH_GRACE_SECONDS * 1000);
    expect(await refreshSession(deps, { refreshToken: login.refreshToken })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.REFRESH_REUSED' },
    });
    expect(await authenticate(deps, { accessToken: next.accessToken })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.SESSION_REVOKED' },
    });

    await world.addEcosystem(withClientSecret(deps.crypto, PARTNER));
    const session = unwrap(await authenticate(deps, { accessToken: signedUp.accessToken }));
    const redirectUri = PARTNER.redirectUris[0]!;
    const { redirectTo } = unwrap(await issueSsoCode(deps, session, { ecoId: PARTNER.id, redirectUri }));
    const code = new URL(redirectTo).searchParams.get('code')!;
    const exchange = { code, ecosystemId: PARTNER.id, redirectUri, clientSecret: PARTNER_CLIENT_SECRET };
    const partner = unwrap(await exchangeSsoCode(deps, exchange));
    expect(partner.tokens.session.loginMode.ecosystemId).toBe(PARTNER.id);
    // A replayed code is refused and ends the session its first exchange made.
    expect((await exchangeSsoCode(deps, exchange)).ok).toBe(false);
    expect(await authenticate(deps, { accessToken: partner.tokens.accessToken })).toMatchObject({
      ok: false,
    });
  });

  it('resolves a tenant by hostname and lets its access tokens lapse with the clock', async () => {
    const world = await kyselyAuthWorld(backend, fakeCrypto());
    await world.addTenant(AGRIFIELDS);
    await expect(world.addTenant({ ...AGRIFIELDS, id: 'other' })).rejects.toThrow(/clashes/);
    expect(unwrap(await resolveTenant(world.deps, { hostname: 'WWW.Agrifields.example:443' }))).toMatchObject(
      {
        tenantId: AGRIFIELDS.id,
        config: { landingPage: 'agrifields' },
      },
    );
    const user = await world.deps.crypto.passwords.hash(FORM.password);
    await world.deps.uow.run((s) => s.users.insert(contractUser(1, { passwordHash: user })));
    const tokens = unwrap(
      await loginWithPassword(world.deps, { username: 'user1@example.test', password: FORM.password }),
    );
    world.advance(DEFAULT_AUTH_CONFIG.accessTokenSeconds * 1000);
    expect(await authenticate(world.deps, { accessToken: tokens.accessToken })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.TOKEN_EXPIRED' },
    });
    await world.close();
  });
});
