import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Digest, SecretGenerator } from '../../core/auth/crypto';

/**
 * Randomness and digests from node:crypto. `randomInt` draws without modulo bias, so OTP digits
 * and referral-code letters are uniform. MACs are keyed with the server's pepper, which never
 * leaves the process; `equal` compares digests of both sides so neither content nor length leaks.
 */

/** A node:crypto `SecretGenerator`. */
export function nodeSecrets(): SecretGenerator {
  return {
    token: (bytes) => randomBytes(bytes).toString('base64url'),
    digits(length) {
      if (length < 1 || length > 12) throw new Error(`cannot draw ${length} digits`);
      return String(randomInt(0, 10 ** length)).padStart(length, '0');
    },
    pick: (alphabet, length) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join(''),
  };
}

/** A node:crypto `Digest` keyed with `pepper` (at least 32 bytes). */
export function nodeDigest(pepper: string): Digest {
  if (Buffer.byteLength(pepper) < 32) throw new Error('the pepper must be at least 32 bytes');
  const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return {
    hash: (text) => sha(text).toString('base64url'),
    mac: (text) => createHmac('sha256', pepper).update(text, 'utf8').digest('base64url'),
    equal: (a, b) => timingSafeEqual(sha(a), sha(b)),
  };
}
