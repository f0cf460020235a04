/**
 * A CSV's rows exactly as SheetJS reads them (`XLSX.read(text, { type: 'string', raw: true })`,
 * its `dsv_to_sheet_str`), one row at a time instead of as one sheet of cell objects: the same
 * separator (a `sep=` first line, else the most frequent of , tab ; | outside quotes in the
 * first 1,024 characters, ties to the comma), the same quoting (a field is quoted only when it
 * starts with a quote; its outer quotes go and doubled quotes become one), CR LF, lone CR and LF
 * ending a row, and the same row cap. `csvStreamable` says when SheetJS would not read the text
 * as a CSV at all (it sniffs XML, SYLK, DIF, RTF, DBF and binary formats from the first bytes):
 * such files are left to SheetJS itself.
 */

const SEPARATORS: Readonly<Record<number, string>> = { 44: ',', 9: '\t', 59: ';', 124: '|' };
const WEIGHTS: Readonly<Record<number, number>> = { 44: 3, 9: 2, 59: 1, 124: 0 };

function guessSeparator(head: string): string {
  const counts = new Map<number, number>();
  let quoted = false;
  for (let i = 0; i < head.length; i++) {
    const cc = head.charCodeAt(i);
    if (cc === 0x22) quoted = !quoted;
    else if (!quoted && cc in SEPARATORS) counts.set(cc, (counts.get(cc) ?? 0) + 1);
  }
  const found =
    counts.size > 0 ? [...counts] : Object.entries(WEIGHTS).map(([k, w]) => [Number(k), w] as const);
  let best = found[0]!;
  for (const candidate of found.slice(1)) {
    const [code, count] = candidate;
    if (count > best[1] || (count === best[1] && WEIGHTS[code]! > WEIGHTS[best[0]]!)) best = candidate;
  }
  return SEPARATORS[best[0]] ?? ',';
}

/** Where a CSV's data start and what separates its fields. */
export interface CsvLayout {
  readonly separator: string;
  /** Index of the first character after a `sep=` line (0 without one). */
  readonly start: number;
}

/** The separator and start of `text`, as SheetJS decides them. */
export function csvLayout(text: string): CsvLayout {
  if (text.startsWith('sep=')) {
    if (text.charCodeAt(5) === 13 && text.charCodeAt(6) === 10)
      return { separator: text.charAt(4), start: 7 };
    if (text.charCodeAt(5) === 13 || text.charCodeAt(5) === 10)
      return { separator: text.charAt(4), start: 6 };
  }
  return { separator: guessSeparator(text.slice(0, 1024)), start: 0 };
}

/** False when SheetJS would take `text` for another format than CSV (or for a CSV it reads differently). */
export function csvStreamable(text: string, layout: CsvLayout): boolean {
  const sep = layout.separator.charCodeAt(0);
  if (Number.isNaN(sep) || sep === 0x22 || sep === 0x0a || sep === 0x0d) return false;
  // SheetJS dispatches on the first four bytes of the UTF-8 text.
  const bytes = Buffer.from(text.slice(0, 4), 'utf8');
  const b0 = bytes[0] ?? 0;
  if (b0 < 0x20 && b0 !== 0x09 && b0 !== 0x0a && b0 !== 0x0d) return false;
  if (b0 === 0x09 && (bytes[1] ?? 0) <= 0x08) return false;
  if (b0 === 0x30 || b0 === 0x31) {
    // Possibly a dBASE header to SheetJS.
    if ((bytes[2] ?? 0) <= 12 && (bytes[3] ?? 0) <= 31) return false;
  }
  if (b0 === 0xef || b0 === 0xd0) return false;
  if (/^(<|ID|TABL|PK|\{\\rt)/.test(text)) return false;
  // Leading blank space: SheetJS skips it looking for XML.
  if (b0 === 0x0a || b0 === 0x0d || b0 === 0x20) return !/^[\r\n ]*</.test(text);
  return true;
}

/** The last row and the widest column a CSV reaches (0-based): the range SheetJS gives its sheet. */
export interface CsvExtent {
  lastRow: number;
  lastColumn: number;
}

/**
 * The rows of `text` (blank rows too) as `[r, cells]`, in order, stopping after `rowCap` rows;
 * returns the extent when done. With `cells` false only the extent is measured (no cell text
 * is built): that is how the width of the sheet is known before its first row is framed.
 */
export function* csvRows(
  text: string,
  layout: CsvLayout,
  rowCap: number,
  cells = true,
): Generator<[number, string[]], CsvExtent> {
  const sepcc = layout.separator.charCodeAt(0);
  const str = layout.start > 0 ? text.slice(layout.start) : text;
  const extent: CsvExtent = { lastRow: 0, lastColumn: 0 };
  let r = 0;
  let c = 0;
  let start = 0;
  let quoted = false;
  let cc = 0;
  let startcc = str.charCodeAt(0);
  let row: string[] = [];
  // Ends the field before `end`; true when the row ends with it.
  const field = (end: number): boolean => {
    if (cells) {
      let s = str.slice(start, end);
      if (s.endsWith('\r')) s = s.slice(0, -1);
      if (s.charAt(0) === '"' && s.charAt(s.length - 1) === '"') s = s.slice(1, -1).replaceAll('""', '"');
      row[c] = s;
    }
    start = end + 1;
    startcc = str.charCodeAt(start);
    if (extent.lastColumn < c) extent.lastColumn = c;
    if (extent.lastRow < r) extent.lastRow = r;
    if (cc === sepcc) c++;
    return cc !== sepcc;
  };
  let end = 0;
  for (; end < str.length; ++end) {
    cc = str.charCodeAt(end);
    let ends = false;
    if (cc === 0x22) {
      if (startcc === 0x22) quoted = !quoted;
    } else if (cc === 0x0d) {
      if (quoted) continue;
      if (str.charCodeAt(end + 1) === 0x0a) ++end;
      ends = field(end);
    } else if ((cc === sepcc || cc === 0x0a) && !quoted) ends = field(end);
    if (!ends) continue;
    yield [r, row];
    row = [];
    c = 0;
    r++;
    if (rowCap <= r) return extent;
  }
  if (end - start > 0 && field(end)) {
    yield [r, row];
    return extent;
  }
  // A last row ending in a separator has cells but no end of row.
  if (c > 0 || row.length > 0) yield [r, row];
  return extent;
}
