import type { Readable } from 'node:stream';
import yauzl, { type Entry } from 'yauzl';
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import type { SpreadsheetLimits } from './limits';
import { sharedStringsProblem, worksheetProblem } from './sheet-census';
import { spreadsheetError } from './spreadsheet-errors';
import { NotStreamable } from './stream/not-streamable';
import { XmlTally } from './xml-tally';

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
 * 3. While they stream by, the worksheets and the shared strings are tallied (`XmlTally`):
 *    rows, cells and the longest text are bounded before SheetJS would build an object per
 *    cell, so a sheet that is small on disk but holds millions of cells is refused in the same
 *    pass, at the first chunk over a limit.
 *
 * yauzl rather than a hand-written reader: locating the end record, ZIP64 fields, local
 * headers and the byte-count check (`validateEntrySizes`) are exactly where hand-written ZIP
 * code goes wrong, and yauzl has handled hostile archives for years; we only add the limits.
 */
export async function checkZip(
  buffer: Buffer,
  limits: SpreadsheetLimits,
): Promise<Result<void, DomainError>> {
  const opened = await openZip(buffer, limits);
  if (!opened.ok) return opened;
  const { zip, entries } = opened.value;
  try {
    for (const entry of entries) {
      const problem = await inflateEntry(zip, entry, limits);
      if (problem) return err(problem);
    }
    return ok(undefined);
  } catch {
    return err(spreadsheetError.zipRefused('its ZIP structure is damaged'));
  } finally {
    zip.close();
  }
}

/** An .xlsx's ZIP opened with every entry's declared sizes checked (step 1); the caller closes it. */
export async function openZip(
  buffer: Buffer,
  limits: SpreadsheetLimits,
): Promise<Result<{ zip: yauzl.ZipFile; entries: Entry[] }, DomainError>> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { validateEntrySizes: true });
  } catch {
    return err(spreadsheetError.zipRefused('its ZIP structure is damaged'));
  }
  const refuse = (error: DomainError) => {
    zip.close();
    return err(error);
  };
  try {
    if (zip.entryCount > limits.maxZipEntries) {
      return refuse(
        spreadsheetError.zipRefused(`it holds ${zip.entryCount} files, more than ${limits.maxZipEntries}`),
      );
    }
    const entries: Entry[] = [];
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const problem = declaredProblem(entry, limits);
      if (problem) return refuse(spreadsheetError.zipRefused(problem));
      // Declared sizes are held to the truth below, so a declared excess is refused at once.
      if (SHARED_STRINGS.test(entry.fileName) && entry.uncompressedSize > limits.maxSharedStringsBytes) {
        return refuse(spreadsheetError.tooMuchText(limits.maxSharedStringsBytes));
      }
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) {
        return refuse(spreadsheetError.zipRefused(`it expands to more than ${mb(limits.maxTotalBytes)}`));
      }
      entries.push(entry);
    }
    return ok({ zip, entries });
  } catch {
    return refuse(spreadsheetError.zipRefused('its ZIP structure is damaged'));
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

/** Worksheet parts, which SheetJS parses cell by cell. */
export const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const SHARED_STRINGS = /^xl\/sharedStrings\.xml$/i;

/**
 * Inflates `entry` counting its bytes (and tallying it when SheetJS will parse it), handing each
 * chunk to `onChunk` (awaited: a slow reader slows the inflation; `false` stops early); null
 * when it passes.
 */
export async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: Entry,
  limits: SpreadsheetLimits,
  onChunk?: (chunk: Buffer) => boolean | Promise<boolean>,
): Promise<DomainError | null> {
  const lying = spreadsheetError.zipRefused(`'${entry.fileName}' is larger or smaller than it declares`);
  const worksheet = WORKSHEET.test(entry.fileName);
  const sharedStrings = SHARED_STRINGS.test(entry.fileName);
  const tally = worksheet || sharedStrings ? new XmlTally() : null;
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    return lying;
  }
  let inflated = 0;
  try {
    // yauzl's byte-count check throws on the first byte past the declared size, or at the end if short.
    for await (const chunk of stream) {
      if (tally) {
        inflated += (chunk as Buffer).length;
        tally.feed(chunk as Buffer);
        const problem = worksheet
          ? worksheetProblem(tally, limits)
          : sharedStringsProblem(tally, inflated, limits);
        if (problem) return problem;
      }
      if (onChunk && !(await onChunk(chunk as Buffer))) return null;
    }
    return null;
  } catch (error) {
    if (error instanceof NotStreamable) throw error;
    return lying;
  } finally {
    stream.destroy();
  }
}
