/**
 * Which Office Open XML document a ZIP is, from its central directory — an .xlsx must hold
 * `[Content_Types].xml` and `xl/workbook.xml`, a .docx `[Content_Types].xml` and
 * `word/document.xml`; any other ZIP (a renamed archive, a .jar, an .odt) is neither. Only the
 * directory is read (entry names), nothing is inflated, and at most `MAX_ENTRIES` entries are
 * looked at, so a hostile archive costs a bounded read. yauzl parses the directory: locating the
 * end record and ZIP64 fields is where hand-written readers go wrong (see
 * adapters/spreadsheet/zip-guard.ts, which bounds the inflating of workbooks we parse).
 *
 * Legacy .xls and .doc files are OLE2 compound files; for them the container signature alone is
 * checked (./sniff.ts): telling a workbook from a document would mean walking the OLE2
 * directory, and such files are only ever served back as attachments, never rendered.
 */
import yauzl from 'yauzl';

export type OfficeKind = 'xlsx' | 'docx';

/** Entries looked at before giving up (real workbooks and documents hold a few dozen). */
export const MAX_ENTRIES = 10_000;

const PARTS: Readonly<Record<OfficeKind, string>> = { xlsx: 'xl/workbook.xml', docx: 'word/document.xml' };
const CONTENT_TYPES = '[Content_Types].xml';

/**
 * The Office documents a ZIP (a file path or its bytes) is: `['xlsx']`, `['docx']`, or `[]` for a
 * ZIP that is neither, a damaged one, or anything that is not a ZIP.
 *
 * @example await officeKinds('/tmp/upload.bin') // ['xlsx']
 */
export async function officeKinds(source: string | Uint8Array): Promise<OfficeKind[]> {
  let zip: yauzl.ZipFile;
  try {
    zip =
      typeof source === 'string'
        ? await yauzl.openPromise(source, { lazyEntries: true })
        : await yauzl.fromBufferPromise(Buffer.from(source), { lazyEntries: true });
  } catch {
    return [];
  }
  const names = new Set<string>();
  try {
    if (zip.entryCount > MAX_ENTRIES) return [];
    for await (const entry of zip.eachEntry()) names.add(entry.fileName);
  } catch {
    return [];
  } finally {
    zip.close();
  }
  if (!names.has(CONTENT_TYPES)) return [];
  return (Object.keys(PARTS) as OfficeKind[]).filter((kind) => names.has(PARTS[kind]));
}
