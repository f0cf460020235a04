import { describe, expect, it } from 'vitest';
import { lazyStores } from './lazy-stores';

// Stores built when first read, once; the bundle spreads and takes doubles like a plain object.
describe('a lazy store bundle', () => {
  it('builds a store the first time it is read, and only once', () => {
    const built: string[] = [];
    const store = (name: string) => () => {
      built.push(name);
      return { name };
    };
    const bundle = lazyStores({ a: store('a'), b: store('b') });
    expect(built).toEqual([]);
    expect(bundle.a).toBe(bundle.a);
    expect(built).toEqual(['a']);
  });

  it('spreads with every store and takes a double in a store’s place', () => {
    const bundle = lazyStores({ a: () => ({ name: 'a' }), b: () => ({ name: 'b' }) });
    expect({ ...bundle, b: { name: 'patched' } }).toEqual({ a: { name: 'a' }, b: { name: 'patched' } });
    bundle.a = { name: 'double' };
    expect(bundle.a).toEqual({ name: 'double' });
    expect(Object.keys(bundle)).toEqual(['a', 'b']);
  });
});
