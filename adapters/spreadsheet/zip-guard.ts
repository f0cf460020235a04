import type { Readable } from 'node:stream';
import yauzl, { type Entry } from 'yauzl';
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import type { SpreadsheetLimits } from './limits';
import { spreadsheetError } from './spreadsheet-errors';

/**
 * Checks an .xlsx (a ZIP) before any spreadsheet parser inflates it.
 *
 * 1. The central directory, read entry by entry: entry count, each entry's declared
 *    uncompressed size, their total, and the compression ratio are bounded; encrypted entries
 *    and methods other than stored/deflate are refused. A bomb that declares its size is
 *    refused here, having inflated nothing.
 * 2. Every entry is then inflated as a stream whose output is counted and discarded; an entry
 *    that yields more (or fewer) bytes than it declares is refused at the first chunk over.
 *    Memory stays at zlib's chunk size whatever the file claims.
 *
 * yauzl rather than a hand-written reader: locating the end record, ZIP64 fields, local
 * headers and the byte-count check (`validateEntrySizes`) are exactly where hand-written ZIP
 * code goes wrong, and yauzl has handled hostile archives for years; we only add the limits.
 */
export async function checkZip(
  buffer: Buffer,
  limits: SpreadsheetLimits,
): Promise<Result<void, DomainError>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { validateEntrySizes: true });
  } catch {
    return err(spreadsheetError.zipRefused('its ZIP structure is damaged'));
  }
  try {
    if (zip.entryCount > limits.maxZipEntries) {
      return err(
        spreadsheetError.zipRefused(`it holds ${zip.entryCount} files, more than ${limits.maxZipEntries}`),
      );
    }
    const entries: Entry[] = [];
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const problem = declaredProblem(entry, limits);
      if (problem) return err(spreadsheetError.zipRefused(problem));
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        return err(spreadsheetError.zipRefused(`it expands to more than ${mb(limits.maxTotalBytes)}`));
      }
      entries.push(entry);
    }
    for (const entry of entries) {
      if (!(await inflatesAsDeclared(zip, entry))) {
        return err(spreadsheetError.zipRefused(`'${entry.fileName}' is larger or smaller than it declares`));
      }
    }
    return ok(undefined);
  } catch {
    return err(spreadsheetError.zipRefused('its ZIP structure is damaged'));
  } finally {
    zip.close();
  }
}

const MiB = 1024 * 1024;
const mb = (bytes: number) =>
  bytes >= MiB ? `${Math.round(bytes / MiB)} MB` : `${bytes.toLocaleString('en-US')} bytes`;

function declaredProblem(entry: Entry, limits: SpreadsheetLimits): string | null {
  if (entry.isEncrypted()) return `'${entry.fileName}' is encrypted`;
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    return `'${entry.fileName}' uses an unsupported compression method`;
  }
  if (entry.uncompressedSize > limits.maxEntryBytes) {
    return `'${entry.fileName}' expands to more than ${mb(limits.maxEntryBytes)}`;
  }
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize >= limits.ratioFloorBytes && ratio > limits.maxRatio) {
    return `'${entry.fileName}' expands ${Math.round(ratio)} times, more than ${limits.maxRatio}`;
  }
  return null;
}

async function inflatesAsDeclared(zip: yauzl.ZipFile, entry: Entry): Promise<boolean> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    return false;
  }
  try {
    // yauzl's byte-count check throws on the first byte past the declared size, or at the end if short.
    for await (const _chunk of stream) {
      // discard
    }
    return true;
  } catch {
    return false;
  } finally {
    stream.destroy();
  }
}
