import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../../core/auth/crypto';

/**
 * Password hashing with scrypt from node:crypto, stored as `scrypt$N$r$p$salt$hash` (salt and
 * hash base64url). Defaults follow OWASP: N = 2^17, r = 8, p = 1 (128 MiB, a few hundred ms);
 * tests pass cheaper parameters. Verification reads the parameters from the stored hash — so
 * raising them later still verifies old hashes, and `needsRehash` tells login to upgrade them —
 * but refuses parameters beyond sane bounds, so a tampered row cannot make a login eat the server.
 */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly keyLength: number;
  readonly saltLength: number;
}

export const PRODUCTION_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltLength: 16 };

const FORMAT = /^scrypt\$(\d{1,8})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{16,128})\$([A-Za-z0-9_-]{16,256})$/;
const MAX_N = 2 ** 20;
// scrypt's output is prefix-stable (a shorter key is a prefix of a longer one), so a truncated
// stored hash would still "verify": demand full-length keys and salts.
const MIN_KEY_BYTES = 32;
const MIN_SALT_BYTES = 16;

interface Stored {
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly hash: Buffer;
}

function parse(stored: string): Stored | null {
  const m = FORMAT.exec(stored);
  if (!m) return null;
  const [N, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(m[4]!, 'base64url');
  const hash = Buffer.from(m[5]!, 'base64url');
  if (salt.length < MIN_SALT_BYTES || hash.length < MIN_KEY_BYTES) return null;
  return { N, r, p, salt, hash };
}

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  length: number,
): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below N = 2^17, r = 8.
  const maxmem = 256 * N * r * p + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, { N, r, p, maxmem }, (e, key) =>
      e ? reject(e) : resolve(key),
    ),
  );
}

/** A scrypt `PasswordHasher`. */
export function scryptPasswordHasher(params: ScryptParams = PRODUCTION_SCRYPT): PasswordHasher {
  const { N, r, p, keyLength, saltLength } = params;
  if (keyLength < MIN_KEY_BYTES || saltLength < MIN_SALT_BYTES)
    throw new Error('scrypt key ≥ 32 and salt ≥ 16 bytes');
  return {
    async hash(password) {
      const salt = randomBytes(saltLength);
      const key = await derive(password, salt, N, r, p, keyLength);
      return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
    },
    async verify(password, stored) {
      const s = parse(stored);
      if (!s) return false;
      const key = await derive(password, s.salt, s.N, s.r, s.p, s.hash.length);
      // Same length by construction, so timingSafeEqual never throws here.
      return timingSafeEqual(key, s.hash);
    },
    needsRehash(stored) {
      const s = parse(stored);
      return !s || s.N < N || s.r < r || s.p < p || s.hash.length < keyLength;
    },
  };
}
