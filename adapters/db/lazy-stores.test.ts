import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { lazyBundle } from './lazy-stores';
import type { Database } from './schema';

// Stores built when first read, once; the bundle spreads and takes doubles like a plain object.
describe('a lazy store bundle', () => {
  const tx = {} as Kysely<Database>;
  const other = {} as Kysely<Database>;

  it('builds a store the first time it is read, once, on its own bundle’s handle', () => {
    const built: string[] = [];
    const store = (name: string) => (handle: Kysely<Database>, dialect: string) => {
      built.push(name);
      return { name, handle, dialect };
    };
    const bundles = lazyBundle({ a: store('a'), b: store('b') });
    const bundle = bundles(tx, 'sqlite');
    const second = bundles(other, 'postgres');
    expect(built).toEqual([]);
    expect(bundle.a).toBe(bundle.a);
    expect(built).toEqual(['a']);
    expect([bundle.a.handle, bundle.a.dialect]).toEqual([tx, 'sqlite']);
    expect([second.a.handle, second.a.dialect]).toEqual([other, 'postgres']);
    expect(built).toEqual(['a', 'a']);
  });

  it('spreads with every store and takes a double in a store’s place', () => {
    const bundle = lazyBundle({ a: () => ({ name: 'a' }), b: () => ({ name: 'b' }) })(tx, 'sqlite');
    expect({ ...bundle, b: { name: 'patched' } }).toEqual({ a: { name: 'a' }, b: { name: 'patched' } });
    bundle.a = { name: 'double' };
    expect(bundle.a).toEqual({ name: 'double' });
    expect(Object.keys(bundle)).toEqual(['a', 'b']);
  });
});
