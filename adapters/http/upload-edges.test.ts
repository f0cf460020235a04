/**
 * The multipart parser's edges: a part header busboy cannot parse, a field with no name or an
 * undecodable charset, is the existing 400 refusal, never a thrown error (a 500) or a request left hanging; file names sent as raw UTF-8 (what browsers send) come back
 * as written; an over-long name and a NUL character are refused with their own sentence.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH } from './edge/edge.errors';
import { type ReceivedFile, receiveUpload, type UploadRules, uploadRefusalResponse } from './uploads';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n');
const rules: UploadRules = { maxBytes: 1000, extensions: ['pdf'] };
const BOUNDARY = 'EDGE-BOUNDARY';

/** One multipart body of the given raw parts (head lines, then content), bytes as written. */
function raw(parts: Array<[head: string, content: Buffer | string]>): Request {
  const chunks: Buffer[] = [];
  for (const [head, content] of parts) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\n${head}\r\n\r\n`, 'utf8'),
      Buffer.from(content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return new Request('http://x/upload', {
    method: 'POST',
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

const fileHead = (name: string) => `Content-Disposition: form-data; name="file"; filename="${name}"`;

const kept: ReceivedFile[] = [];
afterEach(async () => {
  for (const f of kept.splice(0)) await f.discard();
});

async function accepted(request: Request) {
  const r = await receiveUpload(request, rules);
  if (!r.ok) throw new Error(`refused: ${r.refusal}`);
  kept.push(r.file);
  return r;
}

describe('receiveUpload at the edges of multipart', () => {
  it('refuses a malformed part header as malformed instead of throwing', async () => {
    for (const head of [
      'Content-Disposition form-data; name="file"; filename="a.pdf"',
      ': form-data',
      `${fileHead('a.pdf')}\r\nX-Long: ${'y'.repeat(17 * 1024)}`,
    ]) {
      expect(await receiveUpload(raw([[head, PDF]]), rules)).toEqual({ ok: false, refusal: 'malformed' });
    }
  });

  it('refuses a field without a name, or in a charset nobody can decode, as malformed — and answers', async () => {
    for (const head of [
      'Content-Disposition: form-data',
      'Content-Disposition: form-data; name="tapeName"\r\nContent-Type: text/plain; charset=no-such-charset',
    ]) {
      const parts: Array<[string, string | Buffer]> = [
        [head, 'Harbor'],
        [fileHead('a.pdf'), PDF],
      ];
      expect(await receiveUpload(raw(parts), rules)).toEqual({ ok: false, refusal: 'malformed' });
    }
  }, 5_000);

  it('refuses a body cut off inside a part, and a boundary-less type, as malformed', async () => {
    const cut = new Request('http://x', {
      method: 'POST',
      body: `--${BOUNDARY}\r\n${fileHead('a.pdf')}\r\n\r\n%PDF-1.7`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(await receiveUpload(cut, rules)).toEqual({ ok: false, refusal: 'malformed' });
    const noBoundary = new Request('http://x', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(await receiveUpload(noBoundary, rules)).toEqual({ ok: false, refusal: 'malformed' });
  });

  it('reads a file name sent as raw UTF-8 as written, and an RFC 5987 name too', async () => {
    const name = 'Übersicht-年度.pdf';
    expect((await accepted(raw([[fileHead(name), PDF]]))).file.fileName).toBe(name);
    const encoded = `Content-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(name)}`;
    expect((await accepted(raw([[encoded, PDF]]))).file.fileName).toBe(name);
    const field = await accepted(
      raw([
        ['Content-Disposition: form-data; name="note"', 'Grüße'],
        [fileHead('a.pdf'), PDF],
      ]),
    );
    expect(field.fields).toEqual({ note: 'Grüße' });
  });

  it(`accepts a name of ${MAX_FILE_NAME_LENGTH} characters and refuses a longer one, saying why`, async () => {
    const named = (length: number) => `${'é'.repeat(length - 4)}.pdf`;
    const fits = await accepted(raw([[fileHead(named(MAX_FILE_NAME_LENGTH)), PDF]]));
    expect(fits.file.fileName).toHaveLength(MAX_FILE_NAME_LENGTH);
    const r = await receiveUpload(raw([[fileHead(named(MAX_FILE_NAME_LENGTH + 1)), PDF]]), rules);
    expect(r).toEqual({ ok: false, refusal: 'name_too_long' });
    expect(uploadRefusalResponse('name_too_long')).toMatchObject({
      status: 400,
      body: { success: false, code: 'UPLOAD.NAME_TOO_LONG' },
    });
  });

  it('refuses a NUL character in a file name or a field', async () => {
    const nulName = `Content-Disposition: form-data; name="file"; filename*=UTF-8''a%00b.pdf`;
    expect(await receiveUpload(raw([[nulName, PDF]]), rules)).toEqual({
      ok: false,
      refusal: 'nul_character',
    });
    const nulField = raw([
      ['Content-Disposition: form-data; name="tapeName"', 'Harbor\u00002026'],
      [fileHead('a.pdf'), PDF],
    ]);
    expect(await receiveUpload(nulField, rules)).toEqual({ ok: false, refusal: 'nul_character' });
  });
});
