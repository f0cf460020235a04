import { describe, expect, it } from 'vitest';
import { IDLE_UPLOAD, type UploadState, uploadReducer } from './upload-state';

const uploading: UploadState = { phase: 'uploading', fileName: 'tape.xlsx', percent: 0 };

describe('uploadReducer: idle → uploading n% → uploaded | failed (spec §3, §8)', () => {
  it('starts at 0% and only moves forward, capped at 100', () => {
    const started = uploadReducer(IDLE_UPLOAD, { type: 'start', fileName: 'tape.xlsx' });
    expect(started).toEqual(uploading);
    const at40 = uploadReducer(started, { type: 'progress', percent: 40.7 });
    expect(at40).toEqual({ ...uploading, percent: 40 });
    expect(uploadReducer(at40, { type: 'progress', percent: 10 })).toEqual(at40);
    expect(uploadReducer(at40, { type: 'progress', percent: 140 })).toEqual({ ...uploading, percent: 100 });
  });

  it("a 2xx answer is 'File uploaded successfully' and keeps the body", () => {
    const done = uploadReducer(uploading, {
      type: 'answered',
      answer: { status: 200, body: { blobName: 'b1' } },
    });
    expect(done).toEqual({
      phase: 'uploaded',
      fileName: 'tape.xlsx',
      message: 'File uploaded successfully',
      body: { blobName: 'b1' },
    });
  });

  it("413 is 'File too big'; any other failure, a network loss or success:false is 'Error in uploading file'", () => {
    const failed = (status: number, body: unknown = null) =>
      uploadReducer(uploading, { type: 'answered', answer: { status, body } });
    expect(failed(413)).toMatchObject({ phase: 'failed', message: 'File too big' });
    for (const status of [0, 400, 500, 502]) {
      expect(failed(status)).toMatchObject({ phase: 'failed', message: 'Error in uploading file' });
    }
    expect(failed(200, { success: false })).toMatchObject({
      phase: 'failed',
      message: 'Error in uploading file',
    });
  });

  it('a refused file fails with its own message; progress outside an upload changes nothing', () => {
    expect(uploadReducer(IDLE_UPLOAD, { type: 'refused', message: 'You can upload only one file' })).toEqual({
      phase: 'failed',
      fileName: null,
      message: 'You can upload only one file',
    });
    expect(uploadReducer(IDLE_UPLOAD, { type: 'progress', percent: 50 })).toBe(IDLE_UPLOAD);
    expect(uploadReducer(uploading, { type: 'reset' })).toBe(IDLE_UPLOAD);
  });
});
