import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type BlobInfo, type BlobStore, type ByteChunks, isBlobName } from '../../core/ports/blob-store';

/**
 * `BlobStore` on local disk (the default; `DATA_DIR/blobs`). Layout:
 *   <root>/sha256/<first two hex digits>/<sha-256>   the blobs, read-only
 *   <root>/tmp/<random>.part                          uploads in progress
 * An upload streams into a temp file while it is hashed, is flushed to disk, then renamed to
 * its content name — atomic on one file system, so a reader sees the whole blob or none, and a
 * failed upload leaves nothing behind. Names are checked before any path is built from them.
 */
export function localDiskBlobStore(root: string): BlobStore {
  const tmp = join(root, 'tmp');
  const pathOf = (name: string) => join(root, 'sha256', name.slice(0, 2), name);

  async function statBlob(name: string): Promise<BlobInfo | null> {
    if (!isBlobName(name)) return null;
    try {
      return { name, size: (await stat(pathOf(name))).size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(content) {
      await mkdir(tmp, { recursive: true });
      const temp = join(tmp, `${randomUUID()}.part`);
      const hash = createHash('sha256');
      let size = 0;
      async function* hashing(): AsyncGenerator<Uint8Array> {
        for await (const chunk of content instanceof Uint8Array ? [content] : content) {
          hash.update(chunk);
          size += chunk.byteLength;
          yield chunk;
        }
      }
      const file = await open(temp, 'wx', 0o600);
      try {
        // writeFile pulls the next chunk only when the previous one is written: backpressure.
        await writeFile(file, hashing());
        await file.sync();
        await file.chmod(0o444);
        await file.close();
        const name = hash.digest('hex');
        await mkdir(join(pathOf(name), '..'), { recursive: true });
        // Replacing an existing blob of the same name is harmless: same name, same bytes.
        await rename(temp, pathOf(name));
        return { name, size };
      } catch (error) {
        await file.close().catch(() => undefined);
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(name) {
      if (!isBlobName(name)) return null;
      try {
        const file = await open(pathOf(name), 'r');
        return file.createReadStream() as ByteChunks;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat: statBlob,
    async exists(name) {
      return (await statBlob(name)) !== null;
    },
  };
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
