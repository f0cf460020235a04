/**
 * Why: every authenticated call must refuse a token it did not issue, or no longer honours, with
 * the same JSON 401 — and a state-changing call a missing or foreign anti-forgery token with a
 * 403 — never a 500 from a verifier surprised by what it got. A credential plan (plain data a
 * seed reproduces) names which of a persona's live session's tokens to send, or which forgery
 * of it: random text, `alg: none`, expired, signed with another key, claims or signature altered.
 */
import fc from 'fast-check';
import type { AuthCrypto } from '../../../../core/auth/crypto';
import { createAuthCrypto } from '../../../crypto/auth-crypto';

export const TOKEN_KINDS = [
  'none',
  'valid',
  'random',
  'not-bearer',
  'alg-none',
  'expired',
  'other-key',
  'altered-claims',
  'altered-signature',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
export type XsrfKind = 'right' | 'missing' | 'wrong' | 'another-session';

/** Which credentials a request carries. */
export interface CredentialPlan {
  readonly token: TokenKind;
  readonly xsrf: XsrfKind;
  /** Whose session, modulo the personas logged in. */
  readonly persona: number;
  readonly noise: string;
}

/** Mostly a live session with its own anti-forgery token, so most requests reach the use cases. */
export const credentialPlan: fc.Arbitrary<CredentialPlan> = fc.record({
  token: fc.oneof(
    { weight: 12, arbitrary: fc.constant<TokenKind>('valid') },
    { weight: 1, arbitrary: fc.constant<TokenKind>('none') },
    { weight: 3, arbitrary: fc.constantFrom(...TOKEN_KINDS.slice(2)) },
  ),
  xsrf: fc.oneof(
    { weight: 6, arbitrary: fc.constant<XsrfKind>('right') },
    { weight: 1, arbitrary: fc.constantFrom<XsrfKind>('missing', 'wrong', 'another-session') },
  ),
  persona: fc.nat(63),
  noise: fc.string({ unit: 'grapheme-ascii', maxLength: 300 }),
});

/** One persona's live session and the forgeries made from it. */
export interface SessionCredentials {
  readonly xsrfToken: string;
  readonly tokens: Readonly<Record<Exclude<TokenKind, 'none' | 'random' | 'not-bearer'>, string>>;
}

const OTHER_KEY = createAuthCrypto({
  jwtSecret: 'a-key-this-platform-never-issued-tokens-with',
  pepper: 'a-pepper-this-platform-never-used-for-anything',
});
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;

/** The tokens of a live session (`accessToken`, signed by `crypto` at `now`) and its forgeries. */
export async function credentialsOf(
  crypto: AuthCrypto,
  session: { readonly accessToken: string; readonly xsrfToken: string },
  now: Date,
): Promise<SessionCredentials> {
  const valid = session.accessToken;
  const verified = await crypto.tokens.verify(valid, now);
  if (!verified.ok) throw new Error(`a fresh access token does not verify: ${verified.error}`);
  const claims = verified.value;
  const hour = 3_600_000;
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const escalated = { ...decode(payload), role: 'ispadmin', user_id: 'admin' };
  const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  return {
    xsrfToken: session.xsrfToken,
    tokens: {
      valid,
      'alg-none': `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`,
      expired: await crypto.tokens.sign(claims, {
        issuedAt: new Date(now.getTime() - 2 * hour),
        expiresAt: new Date(now.getTime() - hour),
      }),
      'other-key': await OTHER_KEY.tokens.sign(claims, {
        issuedAt: now,
        expiresAt: new Date(now.getTime() + hour),
      }),
      'altered-claims': `${header}.${base64url(JSON.stringify(escalated))}.${signature}`,
      'altered-signature': `${header}.${payload}.${flipped}`,
    },
  };
}

/** The headers `plan` stands for, given the personas' sessions (none logged in: no credentials). */
export function credentialHeaders(
  plan: CredentialPlan,
  sessions: readonly SessionCredentials[],
): Record<string, string> {
  const own = sessions[plan.persona % Math.max(1, sessions.length)];
  const other = sessions[(plan.persona + 1) % Math.max(1, sessions.length)];
  const headers: Record<string, string> = {};
  if (plan.token === 'random') headers.authorization = `Bearer ${plan.noise.replace(/\s/g, '') || 'x'}`;
  else if (plan.token === 'not-bearer') headers.authorization = plan.noise;
  else if (plan.token !== 'none' && own) headers.authorization = `Bearer ${own.tokens[plan.token]}`;
  const xsrf = {
    right: own?.xsrfToken,
    missing: undefined,
    wrong: plan.noise || 'x',
    'another-session': other === own ? 'x' : other?.xsrfToken,
  }[plan.xsrf];
  if (xsrf !== undefined) headers['x-xsrf-token'] = xsrf;
  return headers;
}
