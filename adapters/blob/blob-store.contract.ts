import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlobStore, ByteChunks } from '../../core/ports/blob-store';

/** Reads a blob's chunks into one buffer (tests only: real readers stream). */
export async function readAll(chunks: ByteChunks): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

async function* inPieces(bytes: Uint8Array, cuts: number[]): ByteChunks {
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield bytes.subarray(start, Math.max(start, cut));
    start = Math.max(start, cut);
  }
  yield bytes.subarray(start);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The behaviour every `BlobStore` must have (local disk now; an S3-compatible store later). */
export function describeBlobStoreContract(name: string, make: () => Promise<BlobStore>) {
  describe(`BlobStore contract: ${name}`, () => {
    it('names content by its SHA-256 and gives the same bytes back', async () => {
      const store = await make();
      const bytes = new TextEncoder().encode('%PDF-1.7 appraisal report');
      const info = await store.put(bytes);
      expect(info).toEqual({ name: sha256(bytes), size: bytes.length });
      expect(await readAll((await store.get(info.name))!)).toEqual(Buffer.from(bytes));
      expect(await store.stat(info.name)).toEqual(info);
      expect(await store.exists(info.name)).toBe(true);
    });

    it('stores any content, however it is cut into chunks', async () => {
      const store = await make();
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 4096 }),
          fc.array(fc.nat({ max: 4096 }), { maxLength: 6 }),
          async (bytes, cuts) => {
            const info = await store.put(inPieces(bytes, cuts));
            expect(info).toEqual({ name: sha256(bytes), size: bytes.length });
            expect(await readAll((await store.get(info.name))!)).toEqual(Buffer.from(bytes));
          },
        ),
        { numRuns: 30 },
      );
    });

    it('keeps one blob for content stored twice, even at the same time', async () => {
      const store = await make();
      const bytes = new Uint8Array(100_000).fill(7);
      const [a, b] = await Promise.all([store.put(bytes), store.put(inPieces(bytes, [10, 50_000]))]);
      expect(a).toEqual(b);
      expect(await readAll((await store.get(a.name))!)).toEqual(Buffer.from(bytes));
    });

    it('knows nothing of names it never issued, or of names that are not blob names', async () => {
      const store = await make();
      for (const unknown of [
        '0'.repeat(64),
        '../../etc/passwd',
        'A'.repeat(64),
        `${'a'.repeat(63)}/`,
        '',
        'x',
      ]) {
        expect(await store.get(unknown)).toBeNull();
        expect(await store.stat(unknown)).toBeNull();
        expect(await store.exists(unknown)).toBe(false);
      }
    });

    it('stores nothing when the upload fails half-way', async () => {
      const store = await make();
      const bytes = new TextEncoder().encode('first half');
      async function* broken(): ByteChunks {
        yield bytes;
        throw new Error('connection reset');
      }
      await expect(store.put(broken())).rejects.toThrow('connection reset');
      expect(await store.exists(sha256(bytes))).toBe(false);
    });
  });
}
