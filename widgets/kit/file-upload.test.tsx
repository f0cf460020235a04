// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from './file-upload';
import { xhrUpload } from './upload-xhr';

afterEach(cleanup);

/** A stand-in XMLHttpRequest the test drives: progress events, then an answer or a network loss. */
class FakeXhr {
  static last: FakeXhr | null = null;
  readonly upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const createRequest = () => new FakeXhr() as unknown as XMLHttpRequest;
const send = xhrUpload({
  url: '/api/upload_file',
  headers: () => ({ Authorization: 'Bearer t' }),
  createRequest,
});
const file = (name: string, size = 10) => {
  const f = new File(['x'.repeat(10)], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

async function pick(files: File[]) {
  const input = screen.getByLabelText('Final tape');
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

describe('FileUpload', () => {
  it('sends the file through XHR with the headers, shows the percentage, then the success text', async () => {
    const onUploaded = vi.fn();
    render(<FileUpload label="Final tape" context="tape" send={send} onUploaded={onUploaded} />);
    await pick([file('tape.xlsx')]);
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual([
      'POST',
      '/api/upload_file',
      'Bearer t',
    ]);
    expect((xhr.body!.get('file') as File).name).toBe('tape.xlsx');
    await act(async () => xhr.progress(42, 100));
    expect(screen.getByRole('status').textContent).toContain('Uploading 42%');
    expect((screen.getByLabelText('Upload progress') as HTMLProgressElement).value).toBe(42);
    await act(async () => xhr.answer(200, { blobName: 'b-1' }));
    expect(screen.getByRole('status').textContent).toContain('File uploaded successfully');
    expect(onUploaded).toHaveBeenCalledWith({ blobName: 'b-1' }, 'tape.xlsx');
  });

  it('reports busy while a file uploads and idle once the server answered, so a form can hold its submit', async () => {
    const onBusyChange = vi.fn();
    render(<FileUpload label="Final tape" context="tape" send={send} onBusyChange={onBusyChange} />);
    expect(onBusyChange.mock.calls).toEqual([[false]]);
    await pick([file('tape.xlsx')]);
    expect(onBusyChange.mock.calls).toEqual([[false], [true]]);
    await act(async () => FakeXhr.last!.answer(200, { blobName: 'b-1' }));
    expect(onBusyChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it("says 'File too big' on 413 and 'Error in uploading file' otherwise", async () => {
    const onFailed = vi.fn();
    render(<FileUpload label="Final tape" context="tape" send={send} onFailed={onFailed} />);
    await pick([file('tape.xlsx')]);
    await act(async () => FakeXhr.last!.answer(413, { error: 'too large' }));
    expect(screen.getByRole('status').textContent).toContain('File too big');
    await pick([file('tape.xlsx')]);
    await act(async () => FakeXhr.last!.onerror?.());
    expect(screen.getByRole('status').textContent).toContain('Error in uploading file');
    expect(onFailed.mock.calls).toEqual([['File too big'], ['Error in uploading file']]);
  });

  it('refuses before sending: over 50,000,000 bytes, a type the screen does not take, two files', async () => {
    FakeXhr.last = null;
    render(<FileUpload label="Final tape" context="tape" send={send} />);
    expect(screen.getByLabelText('Final tape').getAttribute('accept')).toBe('.xls,.xlsx,.pdf');
    await pick([file('big.xlsx', 50_000_001)]);
    expect(screen.getByRole('status').textContent).toBe('big.xlsx is too large, please pick a smaller file');
    await pick([file('photo.png')]);
    expect(screen.getByRole('status').textContent).toContain('(photo.png) is not of supported formats.');
    await pick([file('a.xlsx'), file('b.xlsx')]);
    expect(screen.getByRole('status').textContent).toBe('You can upload only one file');
    expect(FakeXhr.last).toBeNull();
  });

  it('shortens names over 50 characters, keeping the full name as a title', async () => {
    render(<FileUpload label="Final tape" context="tape" send={send} />);
    const long = `${'a'.repeat(60)}.xlsx`;
    await pick([file(long)]);
    const name = screen.getByTitle(long);
    expect(name.textContent).toBe(`${'a'.repeat(44)}….xlsx`);
  });
});
