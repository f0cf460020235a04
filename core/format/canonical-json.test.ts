import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

const shuffledKeys = (value: unknown, seed: number): unknown => {
  if (Array.isArray(value)) return value.map((v) => shuffledKeys(v, seed));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const rotated = [
    ...entries.slice(seed % (entries.length || 1)),
    ...entries.slice(0, seed % (entries.length || 1)),
  ];
  return Object.fromEntries(rotated.reverse().map(([k, v]) => [k, shuffledKeys(v, seed)]));
};

describe('canonical JSON', () => {
  it('sorts keys at every depth and leaves out whitespace and undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: null, y: 'é' }], c: true }, u: undefined })).toBe(
      '{"a":{"c":true,"d":[3,{"y":"é","z":null}]},"b":1}',
    );
  });

  it('gives equal values the same text whatever the order of their keys', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, seed) => {
        expect(canonicalJson(shuffledKeys(value, seed))).toBe(canonicalJson(value));
      }),
    );
  });

  it('reads back as the value it was made from', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(JSON.parse(canonicalJson(value)))).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('refuses what JSON cannot hold instead of storing null', () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson([Number.POSITIVE_INFINITY])).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});
