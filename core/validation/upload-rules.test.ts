import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES_BY_CONTEXT, type UploadContext } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { acceptAttribute, checkUpload, fileExtension, isAllowedType } from './upload-rules';

const messageOf = (r: ReturnType<typeof checkUpload>) => (r.ok ? null : r.error.message);

describe('upload rules', () => {
  it('accepts one file of an allowed type within the size limit', () => {
    const file = { name: 'Appraisal.PDF', size: UPLOAD_MAX_BYTES };
    expect(checkUpload([file])).toEqual({ ok: true, value: file });
  });

  it('refuses with the spec messages, first problem first', () => {
    expect(messageOf(checkUpload([]))).toBe(M.uploadValidFile);
    expect(
      messageOf(
        checkUpload([
          { name: 'a.pdf', size: 1 },
          { name: 'b.pdf', size: 1 },
        ]),
      ),
    ).toBe(M.onlyOneFile);
    expect(messageOf(checkUpload([{ name: 'a.pdf', size: 0 }]))).toBe(M.uploadValidFile);
    expect(messageOf(checkUpload([{ name: 'big.exe', size: UPLOAD_MAX_BYTES + 1 }]))).toBe(
      'big.exe is too large, please pick a smaller file',
    );
    expect(messageOf(checkUpload([{ name: 'notes.txt', size: 10 }]))).toBe(
      '(notes.txt) is not of supported formats. Please upload document of valid type.',
    );
  });

  it('refuses with a stable code', () => {
    const r = checkUpload([{ name: 'a.docx', size: 5 }], 'bulkBid');
    expect(r.ok ? null : r.error).toMatchObject({ kind: 'invalid', code: 'UPLOAD.UNSUPPORTED_TYPE' });
  });

  it('applies each screen its own types', () => {
    const cases: [UploadContext, string, boolean][] = [
      ['stipulation', 'a.xls', true],
      ['biddingQuery', 'a.png', true],
      ['biddingQuery', 'a.xlsx', false],
      ['tape', 'tape.pdf', true],
      ['tape', 'tape.png', false],
      ['missingDocument', 'deed.docx', true],
      ['missingDocument', 'deed.png', false],
      ['additionalDocument', 'a.jpeg', true],
      ['additionalDocument', 'a.xls', false],
      ['bulkBid', 'bids.xlsx', true],
      ['bulkBid', 'bids.xls', false],
      ['image', 'a.JPG', true],
      ['image', 'a.pdf', false],
    ];
    for (const [context, name, allowed] of cases)
      expect([context, name, isAllowedType(name, context)]).toEqual([context, name, allowed]);
    expect(acceptAttribute('tape')).toBe('.xls,.xlsx,.pdf');
  });

  it('reads the extension after the last dot only', () => {
    expect(fileExtension('loan.tape.XLSX')).toBe('xlsx');
    expect(fileExtension('.pdf')).toBe('');
    expect(fileExtension('report.')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });

  it('accepts a single file exactly when its size and type are allowed', () => {
    const context = fc.constantFrom(...(Object.keys(UPLOAD_TYPES_BY_CONTEXT) as UploadContext[]));
    const ext = fc.constantFrom('png', 'jpg', 'pdf', 'xls', 'xlsx', 'doc', 'docx', 'txt', 'exe');
    const size = fc.integer({ min: 1, max: UPLOAD_MAX_BYTES * 2 });
    fc.assert(
      fc.property(context, ext, size, (ctx, e, bytes) => {
        const r = checkUpload([{ name: `file.${e}`, size: bytes }], ctx);
        expect(r.ok).toBe(bytes <= UPLOAD_MAX_BYTES && UPLOAD_TYPES_BY_CONTEXT[ctx].includes(e));
      }),
    );
  });
});
