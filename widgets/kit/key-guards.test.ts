import { describe, expect, it } from 'vitest';
import { isBlockedNumberKey, isBlockedTextKey } from './key-guards';

describe('number inputs (spec §5)', () => {
  it('refuse space, e, E, ArrowUp and ArrowDown', () => {
    for (const key of [' ', 'e', 'E', 'ArrowUp', 'ArrowDown']) expect(isBlockedNumberKey(key)).toBe(true);
  });

  it('accept digits, the decimal point, editing keys and, unless told, the minus key', () => {
    for (const key of ['0', '9', '.', 'Backspace', 'Tab', 'ArrowLeft', '-'])
      expect(isBlockedNumberKey(key)).toBe(false);
  });

  it('refuse the minus key where the screen says so (the bid input)', () => {
    expect(isBlockedNumberKey('-', { minus: true })).toBe(true);
  });
});

describe('text inputs', () => {
  it('refuse only the keys they are configured to block', () => {
    expect(isBlockedTextKey(' ', { space: true })).toBe(true);
    expect(isBlockedTextKey('Enter', { enter: true })).toBe(true);
    expect(isBlockedTextKey(' ', { enter: true })).toBe(false);
    expect(isBlockedTextKey('a', { space: true, enter: true, minus: true })).toBe(false);
  });
});
