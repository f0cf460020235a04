import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFICE_SAMPLES } from '../files/testing/office-samples';
import { type ReceivedFile, receiveUpload, type UploadRules } from './uploads';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n');
const XLSX = OFFICE_SAMPLES.xlsx();
const rules: UploadRules = { maxBytes: 1000, extensions: ['pdf', 'xlsx'] };

function multipart(parts: Array<[string, Uint8Array | string, string?]>): Request {
  const form = new FormData();
  for (const [field, value, fileName] of parts) {
    if (fileName === undefined) form.append(field, String(value));
    else form.append(field, new Blob([value as Uint8Array<ArrayBuffer>]), fileName);
  }
  return new Request('http://x/upload', { method: 'POST', body: form });
}

const kept: ReceivedFile[] = [];
afterEach(async () => {
  for (const f of kept.splice(0)) await f.discard();
});

describe('receiveUpload', () => {
  it('stores one allowed file and its fields, byte for byte', async () => {
    const r = await receiveUpload(
      multipart([
        ['loan_id', 'L-1'],
        ['file', PDF, 'doc.pdf'],
      ]),
      rules,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    kept.push(r.file);
    expect(r.fields).toEqual({ loan_id: 'L-1' });
    expect(r.file).toMatchObject({ fileName: 'doc.pdf', extension: 'pdf', size: PDF.length });
    expect(new Uint8Array(await readFile(r.file.path))).toEqual(PDF);
  });

  it('refuses a file over the limit while streaming', async () => {
    const big = new Uint8Array(1001);
    big.set(PDF);
    const r = await receiveUpload(multipart([['file', big, 'big.pdf']]), rules);
    expect(r).toMatchObject({ ok: false, refusal: 'too_big' });
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = new Uint8Array(1000);
    exact.set(PDF);
    const r = await receiveUpload(multipart([['file', exact, 'exact.pdf']]), rules);
    expect(r.ok).toBe(true);
    if (r.ok) kept.push(r.file);
  });

  it('refuses two files', async () => {
    const r = await receiveUpload(
      multipart([
        ['file', PDF, 'a.pdf'],
        ['file2', PDF, 'b.pdf'],
      ]),
      rules,
    );
    expect(r).toMatchObject({ ok: false, refusal: 'too_many' });
  });

  it('refuses an extension outside the rules, naming the file', async () => {
    const r = await receiveUpload(multipart([['file', PDF, 'run.exe']]), rules);
    expect(r).toEqual({ ok: false, refusal: 'bad_type', fileName: 'run.exe' });
  });

  it('refuses wrong content behind a right extension', async () => {
    const r = await receiveUpload(multipart([['file', PDF, 'tape.xlsx']]), rules);
    expect(r).toEqual({ ok: false, refusal: 'bad_content', fileName: 'tape.xlsx' });
    const fine = await receiveUpload(multipart([['file', XLSX, 'tape.xlsx']]), rules);
    expect(fine.ok).toBe(true);
    if (fine.ok) kept.push(fine.file);
  });

  it('refuses a ZIP renamed .xlsx and a program renamed .pdf, keeping no temp file', async () => {
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
    for (const [bytes, name] of [
      [OFFICE_SAMPLES.plainZip(), 'tape.xlsx'],
      [OFFICE_SAMPLES.workbookWithoutTypes(), 'tape.xlsx'],
      [exe, 'appraisal.pdf'],
    ] as const) {
      const r = await receiveUpload(multipart([['file', bytes, name]]), rules);
      expect(r).toEqual({ ok: false, refusal: 'bad_content', fileName: name });
    }
  });

  it('refuses a form without a file, and a body that is not multipart', async () => {
    expect(await receiveUpload(multipart([['loan_id', 'L-1']]), rules)).toMatchObject({ refusal: 'missing' });
    const json = new Request('http://x', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await receiveUpload(json, rules)).toMatchObject({ refusal: 'malformed' });
  });

  it('refuses at once when the declared length is far over the limit, without reading the body', async () => {
    const req = new Request('http://x', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(50_000_000) },
    });
    expect(await receiveUpload(req, rules)).toMatchObject({ refusal: 'too_big' });
  });

  it('enforces the real 50,000,000-byte limit on a streamed body', async () => {
    const boundary = 'BOUNDARY123';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
    );
    let sent = 0;
    const chunk = new Uint8Array(1 << 20);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent > 60_000_000) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const req = new Request('http://x', {
      method: 'POST',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      duplex: 'half',
    } as RequestInit);
    const r = await receiveUpload(req, { maxBytes: 50_000_000, extensions: ['pdf'] });
    expect(r).toMatchObject({ ok: false, refusal: 'too_big' });
    expect(sent).toBeLessThan(60_000_000);
  });
});

describe('uploadRefusalResponse', () => {
  it("answers 413 'File too big' for an oversize file and the §5 texts otherwise", async () => {
    const { uploadRefusalResponse } = await import('./uploads');
    expect(uploadRefusalResponse('too_big')).toMatchObject({ status: 413, body: { error: 'File too big' } });
    expect(uploadRefusalResponse('too_many').body.error).toBe('You can upload only one file');
    expect(uploadRefusalResponse('bad_content', 'tape.xlsx').body.error).toBe(
      '(tape.xlsx) is not of supported formats. Please upload document of valid type.',
    );
    expect(uploadRefusalResponse('missing').body.error).toBe('Please upload a valid file');
  });
});
