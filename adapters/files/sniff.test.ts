import { describe, expect, it } from 'vitest';
import { contentMatchesExtension, extensionOf, sniff } from './sniff';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniff', () => {
  it('recognises each supported kind by its signature', () => {
    expect(sniff(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniff(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniff(text('%PDF-1.7\n'))).toBe('pdf');
    expect(sniff(bytes(0x50, 0x4b, 0x03, 0x04, 0, 0))).toBe('zip');
    expect(sniff(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('ole2');
    expect(sniff(text('loan_id,loanamount\n1,100\n'))).toBe('text');
    expect(sniff(bytes(1, 2, 0, 4))).toBe('unknown');
    expect(sniff(bytes())).toBe('unknown');
  });

  it('accepts content that agrees with the extension and refuses a PDF renamed .xlsx', () => {
    expect(contentMatchesExtension('tape.xlsx', bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(contentMatchesExtension('tape.XLSX', text('%PDF-1.4'))).toBe(false);
    expect(contentMatchesExtension('photo.JPG', bytes(0xff, 0xd8, 0xff))).toBe(true);
    expect(contentMatchesExtension('notes.exe', bytes(0x4d, 0x5a))).toBe(false);
  });

  it('reads the extension case-insensitively and ignores leading dots', () => {
    expect(extensionOf('A.Tape.XLSX')).toBe('xlsx');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('noext')).toBe('');
  });
});
