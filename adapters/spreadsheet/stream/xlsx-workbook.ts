import * as XLSX from 'xlsx';
import type { CellContext } from './sheet-cells';

/**
 * What an .xlsx says around its first sheet's cells — which part that sheet is, its shared
 * strings, the number format of each cell style, the date system — read by SheetJS itself, so
 * that none of it can differ from a whole-file read. SheetJS is given a copy of the package
 * without the sheets' data: every worksheet part is replaced by a one-cell stub naming its own
 * path, and the stub SheetJS reads as the first sheet says which part the first sheet is. The
 * parts SheetJS does not consult for that (drawings, media, pivot caches, sheet relations) are
 * left out of the copy, and nothing in it is compressed, so the copy costs little.
 */

/** A part of the package kept for the copy (XML and relationship parts only). */
export function keptForWorkbook(name: string): boolean {
  if (!/\.(xml|rels)$/i.test(name)) return false;
  return !/^xl\/(worksheets\/_rels|drawings|charts|pivotCache|pivotTables|externalLinks|media|queryTables)\//i.test(
    name,
  );
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const stub = (path: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${escapeXml(path)}</t></is></c></row></sheetData></worksheet>`;

interface ParsedWorkbook {
  readonly Strings?: readonly ({ readonly t?: string } | undefined)[];
  readonly Styles?: { readonly CellXf?: readonly ({ readonly numFmtId?: number } | undefined)[] };
  readonly Workbook?: { readonly WBProps?: { readonly date1904?: unknown } };
}

/** The first sheet's part and its cells' context, or null when SheetJS finds no worksheet first. */
export function readWorkbook(
  parts: ReadonlyMap<string, Buffer>,
  worksheets: readonly string[],
  options: XLSX.ParsingOptions,
): { readonly sheetPath: string; readonly context: CellContext } | null {
  const cfb = XLSX.CFB.utils.cfb_new();
  for (const [name, bytes] of parts) XLSX.CFB.utils.cfb_add(cfb, name, bytes);
  for (const name of worksheets) XLSX.CFB.utils.cfb_add(cfb, name, Buffer.from(stub(name), 'utf8'));
  const copy = XLSX.CFB.write(cfb, { fileType: 'zip', type: 'buffer' }) as Buffer;
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(copy, { ...options, sheets: 0, type: 'buffer' });
  } catch {
    return null;
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  const marker = sheet?.['!data']?.[0]?.[0]?.v;
  if (typeof marker !== 'string' || !worksheets.includes(marker)) return null;
  const parsed = workbook as unknown as ParsedWorkbook;
  const cellXf = parsed.Styles?.CellXf;
  return {
    sheetPath: marker,
    context: {
      strings: parsed.Strings ?? [],
      formatIds: Array.isArray(cellXf) ? cellXf.map((xf) => xf?.numFmtId) : null,
      // A copy: the table is SheetJS's global one, and another read may load formats into it meanwhile.
      formats: { ...XLSX.SSF.get_table() },
      date1904: parsed.Workbook?.WBProps?.date1904 === true,
    },
  };
}
