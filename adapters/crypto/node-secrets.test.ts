import { describe, expect, it } from 'vitest';
import { REFERRAL_ALPHABET } from '../../core/accounts/referral';
import { nodeDigest, nodeSecrets } from './node-secrets';

const secrets = nodeSecrets();
const digest = nodeDigest('a-pepper-that-is-at-least-32-bytes-long!!');

describe('node secrets', () => {
  it('makes base64url tokens of the asked number of random bytes, never twice the same', () => {
    const tokens = Array.from({ length: 200 }, () => secrets.token(32));
    for (const t of tokens) expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(tokens.every((t) => /^[A-Za-z0-9_-]{43}$/.test(t))).toBe(true);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('draws OTPs of exactly 5 digits, leading zeros included, over the whole range', () => {
    const codes = Array.from({ length: 3000 }, () => secrets.digits(5));
    expect(codes.every((c) => /^\d{5}$/.test(c))).toBe(true);
    // Each first digit has probability 1/10: all ten show up in 3000 draws.
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it('picks referral codes only from the alphabet', () => {
    const code = secrets.pick(REFERRAL_ALPHABET, 64);
    expect(code).toHaveLength(64);
    expect([...code].every((ch) => REFERRAL_ALPHABET.includes(ch))).toBe(true);
  });
});

describe('node digest', () => {
  it('hashes with SHA-256 and MACs with the pepper', () => {
    expect(digest.hash('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(digest.mac('abc')).not.toBe(nodeDigest('another-pepper-that-is-32-bytes-long!!').mac('abc'));
    expect(digest.mac('abc')).toMatch(/^[\w-]{43}$/);
  });

  it('compares in constant time, including strings of different lengths', () => {
    expect(digest.equal('same', 'same')).toBe(true);
    expect(digest.equal('same', 'sama')).toBe(false);
    expect(digest.equal('short', 'a much longer string')).toBe(false);
    expect(digest.equal('', '')).toBe(true);
  });

  it('refuses a short pepper', () => {
    expect(() => nodeDigest('short')).toThrow(/32 bytes/);
  });
});
