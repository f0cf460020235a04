import { err, ok } from '../../errors/result';
import type { AuthCrypto, Digest, PasswordHasher, SecretGenerator, TokenSigner } from '../crypto';
import type { AccessClaims } from '../login-mode';

/**
 * Pure stand-ins for the crypto ports, for core tests (core cannot reach node:crypto). They keep
 * the *behaviour* the use cases rely on — a hash differs from its input, a MAC depends on a
 * secret, a tampered or expired token is refused, randomness does not repeat — with none of the
 * strength. adapters/crypto has the real ones and runs the flows over them too.
 */

/** 128-bit FNV-1a (two 64-bit lanes): collision-free at test sizes, and pure. */
function fnv128(text: string): string {
  const lane = (offset: bigint) => {
    let h = offset;
    for (let i = 0; i < text.length; i++) {
      h ^= BigInt(text.charCodeAt(i));
      h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
    }
    return h.toString(16).padStart(16, '0');
  };
  return lane(0xcbf29ce484222325n) + lane(0x84222325cbf29ce4n);
}

export function fakeDigest(pepper = 'test-pepper'): Digest {
  return {
    hash: (text) => `h_${fnv128(text)}`,
    mac: (text) => `m_${fnv128(`${pepper}\u0000${text}`)}`,
    equal: (a, b) => a === b,
  };
}

/** A seeded generator (mulberry32) that records the OTP digits it hands out. */
export function fakeSecrets(seed = 1): SecretGenerator & { readonly digitsIssued: string[] } {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  const digitsIssued: string[] = [];
  const b64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return {
    token: (bytes) => pick(b64url, Math.ceil((bytes * 4) / 3)),
    digits(length) {
      const code = pick('0123456789', length);
      digitsIssued.push(code);
      return code;
    },
    pick,
    digitsIssued,
  };
}

/** `fake$<cost>$<salt>$<digest>`: verifiable, salted, and re-hashed when `cost` rises. */
export function fakePasswordHasher(cost = 1): PasswordHasher {
  let salts = 0;
  const make = (password: string, c: number, salt: string) =>
    `fake$${c}$${salt}$${fnv128(`${salt}:${password}`)}`;
  return {
    async hash(password) {
      return make(password, cost, `s${++salts}`);
    },
    async verify(password, hash) {
      const [scheme, c, salt] = hash.split('$');
      return (
        scheme === 'fake' && c !== undefined && salt !== undefined && make(password, Number(c), salt) === hash
      );
    },
    needsRehash: (hash) => Number(hash.split('$')[1]) < cost,
  };
}

/** `fake.<claims>.<mac>`: tampering breaks the MAC; `exp` is checked against `now`. */
export function fakeTokenSigner(secret = 'test-secret'): TokenSigner {
  const mac = (body: string) => fnv128(`${secret}.${body}`);
  return {
    async sign(claims, { issuedAt, expiresAt }) {
      const body = encodeURIComponent(
        JSON.stringify({ claims, iat: issuedAt.getTime(), exp: expiresAt.getTime() }),
      );
      return `fake.${body}.${mac(body)}`;
    },
    async verify(token, now) {
      const [kind, body, signature] = token.split('.');
      if (kind !== 'fake' || body === undefined || signature !== mac(body)) return err('invalid');
      const payload = JSON.parse(decodeURIComponent(body)) as { claims: AccessClaims; exp: number };
      return now.getTime() >= payload.exp ? err('expired') : ok(payload.claims);
    },
  };
}

/** All four fakes together. */
export function fakeCrypto(seed = 1): AuthCrypto & { readonly secrets: ReturnType<typeof fakeSecrets> } {
  return {
    passwords: fakePasswordHasher(),
    tokens: fakeTokenSigner(),
    secrets: fakeSecrets(seed),
    digest: fakeDigest(),
  };
}
