import { describe, expect, it } from 'vitest';
import { verifiedTokens } from './verified-tokens';

// The claims of verified tokens, kept; what depends on the time is checked on every use.
const AT = (s: number) => new Date(s * 1000);

describe('verified tokens', () => {
  it('answers kept claims until expiry, and nothing for a token never kept', () => {
    const kept = verifiedTokens<string>();
    kept.keep('t1', 'claims of t1', 100, undefined);
    expect(kept.recheck('t1', AT(99.9))).toEqual({ claims: 'claims of t1' });
    expect(kept.recheck('t1', AT(100))).toBe('expired');
    expect(kept.recheck('t2', AT(50))).toBeUndefined();
  });

  it('refuses a kept token before its not-before, as jose does', () => {
    const kept = verifiedTokens<string>();
    kept.keep('t1', 'c', 100, 60);
    expect(kept.recheck('t1', AT(59))).toBe('invalid');
    expect(kept.recheck('t1', AT(60))).toEqual({ claims: 'c' });
  });

  it('keeps at most its size, the oldest going first', () => {
    const kept = verifiedTokens<number>(2);
    for (const n of [1, 2, 3]) kept.keep(`t${n}`, n, 100, undefined);
    expect([1, 2, 3].map((n) => kept.recheck(`t${n}`, AT(0)))).toEqual([
      undefined,
      { claims: 2 },
      { claims: 3 },
    ]);
  });
});
