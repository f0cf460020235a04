import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zopfliGzip } from './zopfli-gzip';

describe('zopfli gzip', () => {
  it('writes gzip that gunzip reads back exactly, smaller than zlib at level 9', async () => {
    const text = Array.from(
      { length: 4000 },
      (_, i) => `function f${i % 97}(a){return a*${i % 13}+"${i}"}`,
    ).join(';');
    const zopfli = await zopfliGzip(text);
    expect(gunzipSync(zopfli).toString()).toBe(text);
    expect(zopfli.length).toBeLessThan(gzipSync(text, { level: 9 }).length);
  });

  it('leaves no process-wide handlers behind in the calling process', async () => {
    const before = [process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')];
    await zopfliGzip('x'.repeat(1000));
    expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual(
      before,
    );
  });
});
