/**
 * Reading the files inside a zip archive (an .xlsx is one) with the browser's own
 * `DecompressionStream('deflate-raw')`, so the spreadsheet preview costs a few hundred bytes
 * instead of a ~100 KB spreadsheet library. Bounded: the archive is read from its central
 * directory, entry count and inflated sizes are capped, and anything unexpected is refused
 * rather than guessed at.
 */

/** Limits of one archive read. */
export const ZIP_LIMITS = {
  maxEntries: 2_000,
  /** An entry inflating past this is refused (a zip bomb, or a sheet too large to preview). */
  maxEntryBytes: 32 * 1024 * 1024,
} as const;

/** Thrown when the bytes are not an archive this reader can open. */
export class ZipFormatError extends Error {}

interface EntryRecord {
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function endOfDirectory(view: DataView): number {
  const last = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= last; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new ZipFormatError('No zip directory');
}

/** The archive's entries by name (only the directory is read here). */
function directory(bytes: Uint8Array): Map<string, EntryRecord> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  if (count > ZIP_LIMITS.maxEntries) throw new ZipFormatError('Too many entries');
  const names = new TextDecoder();
  const entries = new Map<string, EntryRecord>();
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) {
      throw new ZipFormatError('Broken zip directory');
    }
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    entries.set(names.decode(bytes.subarray(at + 46, at + 46 + nameLength)), {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > ZIP_LIMITS.maxEntryBytes) {
      await reader.cancel();
      throw new ZipFormatError('Entry too large');
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** An opened archive: `text(name)` inflates one entry as UTF-8, or null when it is absent. */
export interface ZipArchive {
  readonly names: readonly string[];
  text(name: string): Promise<string | null>;
}

/** Opens `bytes` as a zip archive (throws `ZipFormatError` when it is not one). */
export function openZip(bytes: Uint8Array): ZipArchive {
  const entries = directory(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    names: [...entries.keys()],
    async text(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      if (entry.size > ZIP_LIMITS.maxEntryBytes) throw new ZipFormatError('Entry too large');
      const at = entry.localOffset;
      if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) {
        throw new ZipFormatError('Broken zip entry');
      }
      const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
      const data = bytes.subarray(start, start + entry.compressedSize);
      if (entry.method === 0) return new TextDecoder().decode(data);
      if (entry.method !== 8) throw new ZipFormatError('Unsupported compression');
      return new TextDecoder().decode(await inflate(data));
    },
  };
}
