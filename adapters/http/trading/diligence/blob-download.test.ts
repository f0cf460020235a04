import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downloadHeaders } from './blob-download';

const BLOB = 'a'.repeat(64);

describe('downloadHeaders', () => {
  it('opens PDFs and images inline with their own type', () => {
    expect(downloadHeaders(BLOB, 'pdf', null)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${BLOB}.pdf"; filename*=UTF-8''${BLOB}.pdf`,
      'x-content-type-options': 'nosniff',
    });
    expect(downloadHeaders(BLOB, 'jpeg', 'scan.jpeg')['content-type']).toBe('image/jpeg');
  });

  it('sends Office files as attachments, typed by the given extension only when the bytes agree', () => {
    expect(downloadHeaders(BLOB, 'zip', 'tape.xlsx')).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="tape.xlsx"; filename*=UTF-8''tape.xlsx`,
    });
    expect(downloadHeaders(BLOB, 'ole2', 'tape.xlsx')['content-type']).toBe('application/octet-stream');
    expect(downloadHeaders(BLOB, 'text', 'page.html')).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': expect.stringMatching(/^attachment; /),
    });
  });

  it('never lets a file name break out of the header, and keeps it readable in filename* (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), (name) => {
        fc.pre(name.trim() !== '');
        const header = downloadHeaders(BLOB, 'pdf', name)['content-disposition'];
        const match = /^inline; filename="([^"]*)"; filename\*=UTF-8''([A-Za-z0-9%!._~-]*)$/.exec(header);
        expect(match).not.toBeNull();
        expect(match![1]).toMatch(/^[\x20-\x7e]*$/);
        expect(decodeURIComponent(match![2]!)).toBe(name.trim());
      }),
    );
  });
});
