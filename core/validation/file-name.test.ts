import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shortenFileName } from './file-name';

const length = (s: string) => Array.from(s).length;

describe('file name shortening', () => {
  it('leaves names of 50 characters or fewer alone', () => {
    const fifty = `${'a'.repeat(45)}.xlsx`;
    expect(shortenFileName(fifty)).toBe(fifty);
    expect(shortenFileName('tape.xlsx')).toBe('tape.xlsx');
  });

  it('keeps the start and the extension around an ellipsis, 50 characters in all', () => {
    const name = 'quarterly-loan-tape-agrifields-lender-one-2026-final-v2.xlsx';
    expect(shortenFileName(name)).toBe('quarterly-loan-tape-agrifields-lender-one-20….xlsx');
    expect(shortenFileName(`${'a'.repeat(60)}.pdf`)).toBe(`${'a'.repeat(45)}….pdf`);
    expect(shortenFileName('b'.repeat(60))).toBe(`${'b'.repeat(49)}…`);
  });

  it('never splits an emoji', () => {
    const name = `${'😀'.repeat(55)}.pdf`;
    expect(shortenFileName(name)).toBe(`${'😀'.repeat(45)}….pdf`);
  });

  it('shortens to at most 50 characters and keeps the extension', () => {
    const stem = fc
      .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 120 })
      .filter((s) => !s.startsWith('.'));
    const ext = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(stem, ext, (s, e) => {
        const name = `${s}.${e}`;
        const short = shortenFileName(name);
        expect(length(short)).toBeLessThanOrEqual(50);
        expect(short.endsWith(`.${e}`)).toBe(true);
        if (length(name) <= 50) expect(short).toBe(name);
        else expect(short).toBe(`${name.slice(0, 50 - 2 - e.length)}….${e}`);
      }),
    );
  });
});
