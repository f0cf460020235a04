/** The partner ecosystem remembered in local storage (spec §9 stored values). */
import { describe, expect, it } from 'vitest';
import { ECOSYSTEM_KEY, rememberEcosystem, rememberedEcosystem } from './ecosystem-memory';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the remembered ecosystem', () => {
  it('keeps the ecosystem_uri a page names, under the spec’s key', () => {
    const storage = memoryStorage();
    rememberEcosystem('ubargain.demo.test', storage);
    expect(storage.getItem(ECOSYSTEM_KEY)).toBe('ubargain.demo.test');
    expect(rememberedEcosystem(storage)).toBe('ubargain.demo.test');
  });

  it('keeps the last one when a page names none', () => {
    const storage = memoryStorage();
    rememberEcosystem('ubargain.demo.test', storage);
    rememberEcosystem(undefined, storage);
    expect(rememberedEcosystem(storage)).toBe('ubargain.demo.test');
  });

  it('does not fail when storage refuses', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as Storage;
    expect(() => rememberEcosystem('x.example', refusing)).not.toThrow();
    expect(rememberedEcosystem(refusing)).toBeNull();
  });
});
