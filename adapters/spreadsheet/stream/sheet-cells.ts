import type * as XLSX from 'xlsx';
import { cellText } from '../cell-text';
import { NotStreamable } from './not-streamable';
import { matchElement, stringItemText, tagAttributes, unescapeXml, utf8read } from './sheetjs-text';

/**
 * One row of a worksheet's XML (the text up to its `</row>`) into cell texts, the way SheetJS's
 * `parse_ws_xml_data` reads it with the platform's options (dense, no cell text, number formats,
 * formulas, no stubs): the same splitting into cells, the same positions, types, shared strings,
 * double-unescaped `str` cells, booleans and error codes, and `cellText` on the result. Whatever
 * SheetJS would read otherwise — or fail on — throws `NotStreamable`, so that SheetJS reads it.
 */

/** What a workbook lends its cells: shared strings, number formats by style and the date system. */
export interface CellContext {
  /** Shared strings as SheetJS parsed them (text only). */
  readonly strings: readonly ({ readonly t?: string } | undefined)[];
  /** Number format id of each cell style (`cellXfs`), null when the workbook has no styles. */
  readonly formatIds: readonly (number | undefined)[] | null;
  /** SheetJS's format table (`SSF.get_table()`), by id. */
  readonly formats: Readonly<Record<number, string>>;
  readonly date1904: boolean;
}

/** A row as SheetJS places it: its 0-based index and each cell's text by 0-based column. */
export interface ParsedRow {
  readonly r: number;
  readonly cells: (string | undefined)[];
}

const CELL = /<(?:\w+:)?c[ />]/;
const REF = /r=["']([^"']*)["']/;
const BOOL_TRUE = new Set(['1', 'true']);
const ERROR_CODES: Readonly<Record<string, number>> = {
  '#NULL!': 0x00,
  '#DIV/0!': 0x07,
  '#VALUE!': 0x0f,
  '#REF!': 0x17,
  '#NAME?': 0x1d,
  '#NUM!': 0x24,
  '#N/A': 0x2a,
  '#GETTING_DATA': 0x2b,
  '#WTF?': 0xff,
};

/** SheetJS `decode_cell`. */
function decodeCell(ref: string): { r: number; c: number } {
  let r = 0;
  let c = 0;
  for (let i = 0; i < ref.length; ++i) {
    const cc = ref.charCodeAt(i);
    if (cc >= 48 && cc <= 57) r = 10 * r + (cc - 48);
    else if (cc >= 65 && cc <= 90) c = 26 * c + (cc - 64);
  }
  return { r: r - 1, c: c - 1 };
}

/** Reads the rows of one worksheet in order, carrying SheetJS's row counter and array formulas along. */
export class SheetCells {
  #tagr = 0;
  #arrayFormulas = false;
  constructor(
    private readonly context: CellContext,
    private readonly rowCap: number,
  ) {}

  /** One `</row>`-delimited piece of the sheet data; null when SheetJS skips it. */
  row(piece: string): ParsedRow | null {
    const x = piece.trim();
    const xlen = x.length;
    if (xlen === 0) return null;
    let rstart = 0;
    let ri = 0;
    for (; ri < xlen; ++ri) {
      const ch = x[ri];
      if (ch === '>') {
        if (x[ri - 1] !== '/') {
          ++ri;
          break;
        }
      } else if (ch === '<') rstart = ri;
    }
    // SheetJS stops reading the sheet at such a piece.
    if (rstart >= ri) throw new NotStreamable('a row without a start tag');
    const rowTag = tagAttributes(x.slice(rstart, ri));
    this.#tagr = rowTag.r != null ? Number.parseInt(rowTag.r, 10) : this.#tagr + 1;
    const tagr = this.#tagr;
    if (this.rowCap < tagr) return null;
    let pieces = x.slice(ri).split(CELL);
    let skip = 0;
    while (skip !== pieces.length && pieces[skip]!.trim().charAt(0) === '<') skip++;
    pieces = pieces.slice(skip);
    const cells: (string | undefined)[] = [];
    let tagc = -1;
    for (const raw of pieces) {
      let cx = raw.trim();
      if (cx.length === 0) continue;
      const ref = cx.match(REF);
      cx = `<c ${cx.slice(0, 1) === '<' ? '>' : ''}${cx}`;
      if (ref != null && ref.length === 2) {
        let idx = 0;
        const d = ref[1]!;
        for (let i = 0; i !== d.length; ++i) {
          const cc = d.charCodeAt(i) - 64;
          if (cc < 1 || cc > 26) break;
          idx = 26 * idx + cc;
        }
        tagc = idx - 1;
      } else ++tagc;
      const close = cx.indexOf('>') + 1 || cx.length + 1;
      const tag = tagAttributes(cx.slice(0, close));
      const at = tag.r ? decodeCell(tag.r) : { r: tagr - 1, c: tagc };
      if (at.r !== tagr - 1) throw new NotStreamable('a cell outside its row');
      const text = this.#cell(tag, cx.slice(close));
      if (text !== null) cells[at.c] = text;
    }
    return { r: tagr - 1, cells };
  }

  /** The text of one cell, or null when SheetJS keeps no cell there. */
  #cell(tag: Record<string, string>, d: string): string | null {
    const v = matchElement(d, 'v');
    let value: unknown = v != null && v[1] !== '' ? unescapeXml(v[1]) : undefined;
    if (d.includes('t="array"')) this.#arrayFormulas = true;
    if (tag.t == null && value === undefined) {
      // A formula without a cached value is a 0 to SheetJS, and so is an empty cell under an array
      // formula: only SheetJS's own formula bookkeeping can tell.
      if (this.#arrayFormulas || d.includes('<f') || d.includes(':f'))
        throw new NotStreamable('a formula without its value');
      return null;
    }
    let t = tag.t || 'n';
    switch (t) {
      case 'n':
        if (value === '' || value == null) return null;
        value = Number.parseFloat(value as string);
        break;
      case 's': {
        if (value === undefined) return null;
        const item = this.context.strings[Number.parseInt(value as string, 10)];
        if (!item) throw new NotStreamable('a shared string that is not there');
        value = item.t;
        break;
      }
      case 'str':
        t = 's';
        value = value != null ? unescapeXml(utf8read(value as string), true) : '';
        break;
      case 'inlineStr': {
        const is = matchElement(d, 'is');
        t = 's';
        value = is != null ? stringItemText(is[1]) : '';
        break;
      }
      case 'b':
        value = BOOL_TRUE.has(value as string);
        break;
      case 'd':
        throw new NotStreamable('a date cell');
      case 'e':
        value = ERROR_CODES[value as string];
        break;
    }
    const { formatIds, formats } = this.context;
    let formatId = 0;
    // Indexed by the attribute's text, as SheetJS does ("03" is no index).
    if (formatIds !== null && tag.s !== undefined)
      formatId = (formatIds as unknown as Record<string, number | undefined>)[tag.s] ?? 0;
    const cell = { t, v: value, z: formats[formatId] } as XLSX.CellObject;
    return cellText(cell, this.context.date1904);
  }
}
