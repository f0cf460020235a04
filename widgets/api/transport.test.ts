import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStateChanging, newIdempotencyKey } from './transport';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys and methods', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes random v4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('makes them on a page without a secure context, where crypto.randomUUID is missing', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('tells the calls that change state', () => {
    expect(['GET', 'head', 'OPTIONS'].map(isStateChanging)).toEqual([false, false, false]);
    expect(['POST', 'put', 'PATCH', 'DELETE'].map(isStateChanging)).toEqual([true, true, true, true]);
  });
});
