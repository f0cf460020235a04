import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '../../core/auth/login-mode';
import { joseTokenSigner } from './jose-token-signer';

const SECRET = 'a-test-secret-that-is-at-least-32-bytes-long';
const signer = joseTokenSigner({ secret: SECRET });
const CLAIMS: AccessClaims = {
  userId: 'u-1',
  role: 'BUSINESSADMIN',
  loginMode: { isBusiness: true, businessId: 'b-1', userRole: 'consumer', ecosystemId: 'eco-1' },
  sessionId: 's-1',
};
const T0 = new Date('2026-01-15T12:00:00.000Z');
const T15 = new Date('2026-01-15T12:15:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const sign = () => signer.sign(CLAIMS, { issuedAt: T0, expiresAt: T15 });

describe('jose access-token signer', () => {
  it('signs HS256 with the spec’s claim names and verifies back to the claims', async () => {
    const token = await sign();
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toEqual({
      user_id: 'u-1',
      role: 'BUSINESSADMIN',
      login_mode: { is_business: true, business_id: 'b-1', user_role: 'consumer', eid: 'eco-1' },
      sid: 's-1',
      iss: 'ispz',
      aud: 'ispz',
      iat: T0.getTime() / 1000,
      exp: T15.getTime() / 1000,
    });
    expect(await signer.verify(token, at(60_000))).toEqual({ ok: true, value: CLAIMS });
  });

  it('calls a token expired from its exp on', async () => {
    const token = await sign();
    expect((await signer.verify(token, at(15 * 60_000 - 1000))).ok).toBe(true);
    expect(await signer.verify(token, T15)).toEqual({ ok: false, error: 'expired' });
  });

  it('refuses a token with a changed payload', async () => {
    const [header, payload, signature] = (await sign()).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ispadmin' })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`, at(0))).toEqual({
      ok: false,
      error: 'invalid',
    });
  });

  it('refuses a token it verified before once its signature changes', async () => {
    const token = await sign();
    expect((await signer.verify(token, at(0))).ok).toBe(true);
    // The signature's first character (its last one only holds padding bits).
    const cut = token.lastIndexOf('.') + 1;
    const changed = `${token.slice(0, cut)}${token[cut] === 'A' ? 'B' : 'A'}${token.slice(cut + 1)}`;
    expect(await signer.verify(changed, at(0))).toEqual({ ok: false, error: 'invalid' });
    expect((await signer.verify(token, at(0))).ok).toBe(true);
  });

  it('refuses a token signed with another secret', async () => {
    const other = joseTokenSigner({ secret: 'another-secret-that-is-also-32-bytes-long!' });
    const token = await other.sign(CLAIMS, { issuedAt: T0, expiresAt: T15 });
    expect(await signer.verify(token, at(0))).toEqual({ ok: false, error: 'invalid' });
  });

  it('refuses unsigned tokens and other algorithms, even with the right secret', async () => {
    const body = decodeJwt(await sign());
    const none = new UnsecuredJWT(body).encode();
    const hs512 = await new SignJWT(body)
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(SECRET));
    expect(await signer.verify(none, at(0))).toEqual({ ok: false, error: 'invalid' });
    expect(await signer.verify(hs512, at(0))).toEqual({ ok: false, error: 'invalid' });
  });

  it('refuses a well-signed token for another audience or with claims missing', async () => {
    const key = new TextEncoder().encode(SECRET);
    const body = decodeJwt(await sign());
    const otherAudience = await new SignJWT({ ...body, aud: 'partner' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const { login_mode: _dropped, ...partial } = body;
    const missing = await new SignJWT(partial).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect(await signer.verify(otherAudience, at(0))).toEqual({ ok: false, error: 'invalid' });
    expect(await signer.verify(missing, at(0))).toEqual({ ok: false, error: 'invalid' });
    expect(await signer.verify('not.a.jwt', at(0))).toEqual({ ok: false, error: 'invalid' });
  });

  it('refuses a secret shorter than 32 bytes', () => {
    expect(() => joseTokenSigner({ secret: 'short' })).toThrow(/32 bytes/);
  });
});
