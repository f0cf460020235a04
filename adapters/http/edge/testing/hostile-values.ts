/**
 * Why: a fuzz pass is only as good as what it throws. These are the values an attacker or a
 * broken client sends where a field expects something sensible: unicode of every plane, lone
 * surrogates, NUL bytes, strings far over any limit, numbers at and past the edges of doubles,
 * the wrong type altogether, deep nesting, and objects whose own keys are `__proto__`,
 * `constructor` and `prototype` — plus, now and then, an id that really exists, so a hostile
 * field travels beside a real one into the use cases.
 */
import fc from 'fast-check';

/** The property a polluted `Object.prototype` would show; the fuzz checks it stays absent. */
export const POLLUTION_MARK = 'ispzPolluted';

/** Objects whose own keys would pollute a prototype if merged naively (JSON.parse keeps them own). */
export const POLLUTERS: readonly unknown[] = [
  `{"__proto__":{"${POLLUTION_MARK}":"yes"}}`,
  `{"constructor":{"prototype":{"${POLLUTION_MARK}":"yes"}}}`,
  `{"prototype":{"${POLLUTION_MARK}":"yes"}}`,
  `{"__proto__":{"toString":"x","valueOf":1,"hasOwnProperty":null}}`,
].map((text) => deepFreeze(JSON.parse(text)));

/** Keys that name the prototype machinery, for query strings, form fields and injected JSON keys. */
export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', '__proto__[ispzPolluted]'] as const;

// Built once and shared by reference, so ten thousand samples do not hold ten thousand copies.
const HUGE: readonly string[] = [
  'x'.repeat(70_000),
  '\u{1F600}'.repeat(20_000),
  `${'9'.repeat(400)}`,
  'a\u0000'.repeat(5_000),
];

/** A string a field should refuse or store faithfully, never choke on. */
export function hostileString(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    // Any UTF-16 code units: controls, lone surrogates (fc's 'binary' unit is slow to sample).
    fc.array(fc.nat(0xffff), { maxLength: 20 }).map((units) => String.fromCharCode(...units)),
    fc.string({ unit: 'grapheme', maxLength: 6 }).map((s) => `${s}\u0000${s}`),
    fc.constantFrom(...HUGE),
    fc.constantFrom(
      '',
      ' ',
      '\uFEFF',
      '\uD800',
      '\u202Eevil',
      '../../../etc/passwd',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '%00',
      '%',
      'NaN',
      'Infinity',
      '-0',
      '1e400',
      '0x10',
      '2026-02-30T25:61:00Z',
      'true',
      'null',
      '[object Object]',
      '__proto__',
      'constructor',
    ),
    ids.length > 0 ? fc.constantFrom(...ids) : fc.constant('no-id'),
  );
}

/** A number at or past the edges: JSON has no NaN or Infinity, so those arrive as null. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 0.001, 1.005, 2 ** 53 + 1, -(2 ** 63), 1e308, 5e-324, 999_999_999_999_999),
);

/** Any JSON value of a type a field might not expect, nested or polluted now and then. */
export function hostileValue(ids: readonly string[]): fc.Arbitrary<unknown> {
  const leaf = fc.oneof(hostileString(ids), hostileNumber, fc.boolean(), fc.constant(null));
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTERS) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map(nested) },
    { weight: 1, arbitrary: fc.constant(LONG_ARRAY) },
  );
}

const LONG_ARRAY: readonly number[] = Object.freeze(Array.from({ length: 20_000 }, (_, i) => i));

/** `value` frozen all the way down: shared by every sample, so nothing may edit it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}

/** An array `depth` deep with a NUL string at the bottom (the edge stops looking somewhere). */
function nested(depth: number): unknown {
  let value: unknown = 'deep\u0000';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}
