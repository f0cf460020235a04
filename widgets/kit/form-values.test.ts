// @vitest-environment happy-dom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPath, readControls, setPath, writeControls } from './form-values';

const key = fc.constantFrom('a', 'b', 'c');
const path = fc.array(key, { minLength: 1, maxLength: 3 }).map((keys) => keys.join('.'));

describe('dotted paths', () => {
  it('reads back what was written, leaves the original untouched and other paths as they were', () => {
    fc.assert(
      fc.property(fc.object({ key, maxDepth: 3 }), path, path, fc.integer(), (values, at, other, value) => {
        const before = structuredClone(values);
        const after = setPath(values, at, value);
        expect(getPath(after, at)).toBe(value);
        expect(values).toEqual(before);
        const unrelated = !other.startsWith(at) && !at.startsWith(other);
        if (unrelated) expect(getPath(after, other)).toEqual(getPath(values, other));
      }),
    );
  });

  it('reads through missing objects as undefined', () => {
    expect(getPath({ a: null }, 'a.b.c')).toBeUndefined();
    expect(setPath(undefined, 'a.b', 1)).toEqual({ a: { b: 1 } });
  });
});

describe('native controls', () => {
  const input = (type: string, value = '') => {
    const el = document.createElement('input');
    el.type = type;
    el.value = value;
    return el;
  };

  it('a radio group holds the checked value, or null when none is', () => {
    const radios = [input('radio', 'personal'), input('radio', 'business')];
    expect(readControls(radios)).toBeNull();
    writeControls(radios, 'business');
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    expect(readControls(radios)).toBe('business');
  });

  it('a checkbox holds true or false, a text input its text ("" for nothing)', () => {
    const box = input('checkbox');
    writeControls([box], true);
    expect(readControls([box])).toBe(true);
    const text = input('text', 'x');
    writeControls([text], undefined);
    expect(readControls([text])).toBe('');
    writeControls([text], 12.5);
    expect(readControls([text])).toBe('12.5');
  });
});
