/**
 * Files — uploaded documents, tape files, images — stored by content. `put` names a blob by the
 * SHA-256 of its bytes (the spec's `blobName`), so the same file stored twice is one blob and
 * no name ever comes from an uploader. Bytes flow as async iterables of chunks, so a large
 * upload or download never sits whole in memory (Node streams and web streams are both
 * async iterables of `Uint8Array`).
 */
export type ByteChunks = AsyncIterable<Uint8Array>;

export interface BlobInfo {
  /** 64 lower-case hex digits: the SHA-256 of the content. */
  readonly name: string;
  /** Bytes. */
  readonly size: number;
}

export interface BlobStore {
  /** Stores the content (all of it or nothing) and returns its name and size. */
  put(content: Uint8Array | ByteChunks): Promise<BlobInfo>;
  /** The content, or null when there is no such blob (or `name` is not a blob name). */
  get(name: string): Promise<ByteChunks | null>;
  stat(name: string): Promise<BlobInfo | null>;
  exists(name: string): Promise<boolean>;
}

const BLOB_NAME = /^[0-9a-f]{64}$/;

/** True for a well-formed blob name; anything else (paths, `..`, upper case) never names a blob. */
export function isBlobName(name: string): boolean {
  return BLOB_NAME.test(name);
}
