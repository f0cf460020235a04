import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ByteChunks, isBlobName } from '../../core/ports/blob-store';
import { describeBlobStoreContract, readAll } from './blob-store.contract';
import { localDiskBlobStore } from './local-disk-blob-store';

const scratch = mkdtempSync(join(tmpdir(), 'ispz-blobs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const freshRoot = () => mkdtempSync(join(scratch, 'root-'));

describeBlobStoreContract('local disk', async () => localDiskBlobStore(freshRoot()));

describe('the local-disk blob store', () => {
  it('files a blob under its hash, read-only, and leaves no temp file', async () => {
    const root = freshRoot();
    const { name } = await localDiskBlobStore(root).put(new TextEncoder().encode('tape.xlsx bytes'));
    const path = join(root, 'sha256', name.slice(0, 2), name);
    expect(statSync(path).mode & 0o777).toBe(0o444);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('removes the partial file of a failed upload', async () => {
    const root = freshRoot();
    async function* broken(): ByteChunks {
      yield new Uint8Array(1000);
      throw new Error('client went away');
    }
    await expect(localDiskBlobStore(root).put(broken())).rejects.toThrow('client went away');
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('never serves a file outside its folder, whatever the name', async () => {
    const root = freshRoot();
    writeFileSync(join(scratch, 'secret.txt'), 'not a blob');
    const store = localDiskBlobStore(root);
    for (const name of ['../secret.txt', '../../secret.txt', `sha256/../../secret.txt`, '/etc/passwd']) {
      expect(await store.get(name)).toBeNull();
    }
  });

  it('streams a large upload through without holding it whole', async () => {
    const store = localDiskBlobStore(freshRoot());
    const chunk = new Uint8Array(64 * 1024).map((_, i) => i % 251);
    const hash = createHash('sha256');
    async function* upload(): ByteChunks {
      for (let i = 0; i < 160; i++) {
        hash.update(chunk);
        yield chunk;
      }
    }
    const info = await store.put(upload());
    expect(info).toEqual({ name: hash.digest('hex'), size: 160 * chunk.length });
    let read = 0;
    for await (const piece of (await store.get(info.name))!) read += piece.byteLength;
    expect(read).toBe(info.size);
  });

  it('stores empty content under the hash of nothing', async () => {
    const store = localDiskBlobStore(freshRoot());
    const info = await store.put(new Uint8Array(0));
    expect(info).toEqual({
      name: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      size: 0,
    });
    expect(await readAll((await store.get(info.name))!)).toEqual(Buffer.alloc(0));
  });
});

describe('blob names', () => {
  it('are exactly 64 lower-case hex digits', () => {
    expect(isBlobName('a'.repeat(64))).toBe(true);
    expect(isBlobName('A'.repeat(64))).toBe(false);
    expect(isBlobName('a'.repeat(65))).toBe(false);
    expect(isBlobName(`${'a'.repeat(62)}/.`)).toBe(false);
    expect(isBlobName(`${'a'.repeat(64)}\n`)).toBe(false);
  });
});
