/**
 * The SHA-256 of a file, streamed: the name the blob store will give its content
 * (core/ports/blob-store.ts), known before anything is stored — so a route can record and cite
 * an upload, and store it only once the use case accepts it.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** 64 lower-case hex digits: the SHA-256 of the file at `path`. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
