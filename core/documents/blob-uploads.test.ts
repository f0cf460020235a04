import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../permissions/actor';
import { memoryTrading } from '../testing/memory-trading';
import { INVESTOR, LENDER } from '../transfer/testing/trade-fixture';
import {
  citationRefusal,
  keptFileName,
  MAX_FILE_NAME_LENGTH,
  recordBlobUpload,
  uploadedFileName,
} from './blob-citations';
import { blobNamed } from './testing/uploads';

const REFUSED = { kind: 'invalid', code: 'UPLOAD.UNKNOWN_BLOB', message: 'Please upload a valid file' };

describe('recording an upload', () => {
  it('records the actor’s own upload, idempotently, and refuses what is not a blob name', async () => {
    const w = memoryTrading();
    const name = blobNamed('deed.pdf');
    for (let i = 0; i < 2; i++)
      expect(await recordBlobUpload(w.deps, LENDER, { blobName: name })).toEqual({
        ok: true,
        value: { blobName: name },
      });
    expect(await w.read().blobUploads.uploadedBy(name, LENDER.userId)).toBe(true);
    expect(await w.read().blobUploads.uploadedBy(name, INVESTOR.userId)).toBe(false);
    expect(await recordBlobUpload(w.deps, LENDER, { blobName: '../etc/passwd' })).toMatchObject({
      ok: false,
      error: REFUSED,
    });
  });

  it('records nothing for someone who may not upload files', async () => {
    const w = memoryTrading();
    const name = blobNamed('deed.pdf');
    const r = await recordBlobUpload(w.deps, { ...LENDER, persona: null }, { blobName: name });
    expect(r).toMatchObject({ ok: false, error: { code: 'PERMISSION.NO_PERSONA' } });
    expect(await recordBlobUpload(w.deps, SYSTEM_ACTOR, { blobName: name })).toMatchObject({ ok: false });
    expect(await w.read().blobUploads.uploadedBy(name, LENDER.userId)).toBe(false);
  });
});

describe('the file name kept with an upload', () => {
  it("keeps the uploader's own name, per uploader, and none for a user who did not upload it", async () => {
    const w = memoryTrading();
    const name = blobNamed('rent-roll');
    await recordBlobUpload(w.deps, LENDER, { blobName: name, fileName: '  Rent roll.xlsx ' });
    await recordBlobUpload(w.deps, INVESTOR, { blobName: name, fileName: 'copy.xlsx' });
    expect(await uploadedFileName(w.deps, name, LENDER.userId)).toBe('Rent roll.xlsx');
    expect(await uploadedFileName(w.deps, name, INVESTOR.userId)).toBe('copy.xlsx');
    expect(await uploadedFileName(w.deps, name, 'dd-1')).toBeNull();
  });

  it('drops control characters and blanks, and cuts long names keeping the extension (property)', () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the names must not keep
    const control = /[\u0000-\u001f\u007f]/;
    expect(keptFileName('a\r\nb.pdf')).toBe('ab.pdf');
    expect(keptFileName('   ')).toBeNull();
    expect(keptFileName(undefined)).toBeNull();
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.constantFrom('.pdf', '.xlsx', ''),
        (base, ext) => {
          const kept = keptFileName(base + ext);
          if (kept === null) return;
          expect([...kept].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
          expect(kept).not.toMatch(control);
          if (ext && base.trim() !== '' && !control.test(base)) expect(kept.endsWith(ext)).toBe(true);
        },
      ),
    );
  });
});

describe('the citation rule', () => {
  it('accepts a citation exactly when every non-blank cited name was uploaded by the citer', async () => {
    const users = ['u1', 'u2', 'u3'];
    const files = ['a', 'b', 'c', 'd'].map(blobNamed);
    const upload = fc.tuple(fc.constantFrom(...users), fc.constantFrom(...files));
    const cited = fc.array(fc.oneof(fc.constantFrom(...files), fc.constant(''), fc.constant('a.pdf')), {
      maxLength: 4,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(upload, { maxLength: 8 }),
        fc.constantFrom(...users),
        cited,
        async (ups, who, names) => {
          const w = memoryTrading();
          await w.deps.uow.run(async (s) => {
            for (const [u, name] of ups)
              await s.blobUploads.recordUpload(name, u, '2026-01-15T12:00:00.000Z');
          });
          const refs = Object.fromEntries(names.map((n, i) => [`f${i}`, n]));
          const refusal = await w.deps.uow.run((s) => citationRefusal(s.blobUploads, who, refs));
          const mine = new Set(ups.filter(([u]) => u === who).map(([, n]) => n));
          const firstBad = names.findIndex((n) => n !== '' && !mine.has(n));
          expect(refusal).toEqual(firstBad < 0 ? null : { ...REFUSED, details: { field: `f${firstBad}` } });
        },
      ),
      { numRuns: 200 },
    );
  });
});
