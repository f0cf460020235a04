import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { UPLOAD_MAX_BYTES } from '../../../../core/validation/constants';
import { VALIDATION_MESSAGES } from '../../../../core/validation/messages';
import { json } from '../testing/test-client';
import { type DiligenceWorld, diligenceWorld } from './testing/diligence-world';
import { SAMPLE } from './testing/sample-files';

let w: DiligenceWorld;
beforeEach(async () => {
  w = await diligenceWorld();
});
afterEach(() => w.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const refusal = async (res: Response) => [res.status, (await json<{ error: string }>(res)).error];

describe('POST /api/upload_file', () => {
  it('stores the file under its content hash, whatever it was called, and answers the blob name', async () => {
    const bytes = SAMPLE.pdf('statement');
    const res = await w.as('investor').upload('/upload_file', [{ name: '../../etc/passwd.pdf', bytes }]);
    expect(res.status).toBe(201);
    const body = await json<{
      blobName: string;
      statusText: string;
      data: { fileNameGiven: string; size: number };
    }>(res);
    expect(body).toMatchObject({ statusText: MESSAGES.fileUploaded, blobName: sha256(bytes) });
    // The multipart parser keeps only the last path segment of the name given.
    expect(body.data).toEqual({ blobName: sha256(bytes), fileNameGiven: 'passwd.pdf', size: bytes.length });
    expect(await w.deps.blobs.stat(body.blobName)).toEqual({ name: sha256(bytes), size: bytes.length });
  });

  it("cuts off a file over 50,000,000 bytes with 413 'File too big' and stores nothing", async () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(SAMPLE.pdf('big'));
    const res = await w.as('lender').upload('/upload_file', [{ name: 'big.pdf', bytes: big }]);
    expect(await refusal(res)).toEqual([413, MESSAGES.fileTooBig]);
    expect(await w.deps.blobs.exists(sha256(big))).toBe(false);
  });

  it('refuses content that is not what its extension claims, and extensions the screen does not take', async () => {
    const disguised = await w
      .as('lender')
      .upload('/upload_file', [{ name: 'report.pdf', bytes: SAMPLE.png('not a pdf') }]);
    expect(await refusal(disguised)).toEqual([400, VALIDATION_MESSAGES.unsupportedFormat('report.pdf')]);
    const workbookAsImage = await w
      .as('lender')
      .upload('/upload_file?context=image', [{ name: 'tape.xlsx', bytes: SAMPLE.xlsx() }]);
    expect(await refusal(workbookAsImage)).toEqual([400, VALIDATION_MESSAGES.unsupportedFormat('tape.xlsx')]);
    const docx = await w
      .as('lender')
      .upload('/upload_file?context=missingDocument', [{ name: 'note.docx', bytes: SAMPLE.docx('docx') }]);
    expect(docx.status).toBe(201);
    expect(
      (await w.as('lender').upload('/upload_file?context=nonsense', [{ name: 'a.pdf', bytes: SAMPLE.pdf() }]))
        .status,
    ).toBe(400);
  });

  it('refuses any ZIP that is not the Office file its extension names, and stores none of them', async () => {
    const tries = [
      { name: 'tape.xlsx', bytes: SAMPLE.zip('archive as workbook') },
      { name: 'note.docx', bytes: SAMPLE.zip('archive as document') },
      { name: 'tape.xlsx', bytes: SAMPLE.docx('document as workbook') },
      { name: 'note.docx', bytes: SAMPLE.xlsx('workbook as document') },
    ];
    for (const file of tries) {
      const res = await w.as('lender').upload('/upload_file?context=missingDocument', [file]);
      expect(await refusal(res)).toEqual([400, VALIDATION_MESSAGES.unsupportedFormat(file.name)]);
      expect(await w.deps.blobs.exists(sha256(file.bytes))).toBe(false);
    }
    const workbook = await w
      .as('lender')
      .upload('/upload_file?context=missingDocument', [{ name: 'tape.xlsx', bytes: SAMPLE.xlsx('real') }]);
    expect(workbook.status).toBe(201);
  });

  it('takes exactly one file', async () => {
    const two = await w.as('lender').upload('/upload_file', [
      { name: 'a.pdf', bytes: SAMPLE.pdf('a') },
      { name: 'b.pdf', bytes: SAMPLE.pdf('b') },
    ]);
    expect(await refusal(two)).toEqual([400, VALIDATION_MESSAGES.onlyOneFile]);
    expect(await w.deps.blobs.exists(sha256(SAMPLE.pdf('a')))).toBe(false);
    const none = await w.as('lender').upload('/upload_file', []);
    expect(await refusal(none)).toEqual([400, VALIDATION_MESSAGES.uploadValidFile]);
  });

  it('needs a session and a loan persona', async () => {
    expect(
      (await w.anonymous().upload('/upload_file', [{ name: 'a.pdf', bytes: SAMPLE.pdf() }])).status,
    ).toBe(401);
    await w.register({ userId: 'shopper-1', role: 'consumer', persona: null, name: 'Shopper' });
    const shopper = await w
      .as({ userId: 'shopper-1', role: 'consumer', persona: null, name: 'Shopper' })
      .upload('/upload_file', [{ name: 'a.pdf', bytes: SAMPLE.pdf('shopper') }]);
    expect(shopper.status).toBe(403);
  });
});
