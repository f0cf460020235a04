import { describe, expect, it } from 'vitest';
import { PRODUCTION_SCRYPT, type ScryptParams, scryptPasswordHasher } from './scrypt-password-hasher';

/** Cheap parameters keep these tests fast; one test below proves the production defaults. */
const CHEAP: ScryptParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 32, saltLength: 16 };
const hasher = scryptPasswordHasher(CHEAP);

describe('scrypt password hasher', () => {
  it('hashes with production parameters of at least N = 2^17, r = 8, p = 1 by default', async () => {
    expect(PRODUCTION_SCRYPT.N).toBeGreaterThanOrEqual(2 ** 17);
    const stored = await scryptPasswordHasher().hash('Secret@2026');
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 17, 8, 1]);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
    expect(await scryptPasswordHasher().verify('Secret@2026', stored)).toBe(true);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('Secret@2026');
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await hasher.verify('Secret@2026', stored)).toBe(true);
    expect(await hasher.verify('Secret@2027', stored)).toBe(false);
    expect(await hasher.verify('', stored)).toBe(false);
  });

  it('salts every hash, so one password never hashes the same twice', async () => {
    expect(await hasher.hash('Secret@2026')).not.toBe(await hasher.hash('Secret@2026'));
  });

  it('treats canonically equal Unicode spellings as the same password', async () => {
    const stored = await hasher.hash('Caf\u00e9@2026');
    expect(await hasher.verify('Cafe\u0301@2026', stored)).toBe(true);
  });

  it('refuses, without throwing, malformed, truncated and tampered hashes', async () => {
    const stored = await hasher.hash('Secret@2026');
    const parts = stored.split('$');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const bad of [
      '',
      'plain-text',
      stored.slice(0, -6),
      [...parts.slice(0, 5), flip(parts[5]!)].join('$'),
      [...parts.slice(0, 4), flip(parts[4]!), parts[5]].join('$'),
      stored.replace('$8$', '$9$'),
    ]) {
      expect(await hasher.verify('Secret@2026', bad)).toBe(false);
    }
  });

  it('refuses stored parameters beyond sane bounds instead of spending the server on them', async () => {
    const stored = await hasher.hash('Secret@2026');
    const huge = stored.replace('scrypt$1024$', `scrypt$${2 ** 24}$`);
    const notPowerOfTwo = stored.replace('scrypt$1024$', 'scrypt$1000$');
    const started = Date.now();
    expect(await hasher.verify('Secret@2026', huge)).toBe(false);
    expect(await hasher.verify('Secret@2026', notPowerOfTwo)).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('verifies hashes made with older, cheaper parameters and asks for a re-hash', async () => {
    const old = await scryptPasswordHasher({ ...CHEAP, N: 2 ** 9 }).hash('Secret@2026');
    expect(await hasher.verify('Secret@2026', old)).toBe(true);
    expect(hasher.needsRehash(old)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('Secret@2026'))).toBe(false);
    expect(hasher.needsRehash('fake$1$s$h')).toBe(true);
  });
});
