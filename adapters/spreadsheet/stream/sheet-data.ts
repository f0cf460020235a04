import { NotStreamable } from './not-streamable';
import type { ParsedRow, SheetCells } from './sheet-cells';
import type { SheetRange } from './table-framer';

/**
 * A worksheet part's XML as it inflates (binary-string chunks) → its range and rows, in the
 * pieces SheetJS cuts it into: the text before `<sheetData>` holds the `dimension` that is the
 * sheet's range, and the sheet data is cut at every `</row>`. A row that repeats the one before
 * is merged into it, as SheetJS's placement by address does; a row that goes back, a sheet with
 * no declared range or sheet data that never closes is left to SheetJS (`NotStreamable`).
 */

const OPEN = /<(?:\w+:)?sheetData\b[^<>]*>/;
const CLOSE = /<\/(?:\w+:)?sheetData>/;
const ROW_END = /<\/(?:\w+:)?row>/;
const ROW_END_ALL = /<\/(?:\w+:)?row>/g;
/** The text before the sheet data is a few kilobytes; one this long is not a sheet we stream. */
const MAX_PREFIX = 4 * 1024 * 1024;

/** SheetJS `safe_decode_range`. */
export function safeDecodeRange(range: string): SheetRange {
  const len = range.length;
  let i = 0;
  let cc = 0;
  const letters = () => {
    let idx = 0;
    for (; i < len; ++i) {
      cc = range.charCodeAt(i) - 64;
      if (cc < 1 || cc > 26) break;
      idx = 26 * idx + cc;
    }
    return idx - 1;
  };
  const digits = () => {
    let idx = 0;
    for (; i < len; ++i) {
      cc = range.charCodeAt(i) - 48;
      if (cc < 0 || cc > 9) break;
      idx = 10 * idx + cc;
    }
    return idx - 1;
  };
  const s = { c: letters(), r: digits() };
  if (i === len || cc !== 10) return { s, e: { ...s } };
  ++i;
  const c = letters();
  return { s, e: { c, r: digits() } };
}

/** The range SheetJS takes from the text before the sheet data, or null when it takes none. */
export function declaredRange(prefix: string): SheetRange | null {
  const at = prefix.search(/<(?:\w*:)?dimension/);
  if (!(at > 0)) return null;
  const ref = prefix.slice(at, at + 50).match(/"(\w*:\w*)"/);
  if (!ref) return null;
  const d = safeDecodeRange(ref[1]!);
  return d.s.r <= d.e.r && d.s.c <= d.e.c && d.s.r >= 0 && d.s.c >= 0 ? d : null;
}

/** Receives the sheet: its range once, then its rows in order. */
export interface SheetDataSink {
  /** The declared range; false stops the read (the range was refused). */
  range(range: SheetRange): boolean;
  /** A row (0-based index, texts by column); false stops the read. */
  row(row: ParsedRow): boolean;
}

export class SheetData {
  #text = '';
  #state: 'prefix' | 'rows' | 'closed' = 'prefix';
  #pending: ParsedRow | null = null;
  #stopped = false;

  constructor(
    private readonly cells: SheetCells,
    private readonly sink: SheetDataSink,
  ) {}

  /** Feeds the next chunk of the part; false once the read has stopped. */
  feed(chunk: string): boolean {
    if (this.#stopped || this.#state === 'closed') return !this.#stopped;
    this.#text += chunk;
    if (this.#state === 'prefix') this.#prefix();
    if (this.#state === 'rows' && !this.#stopped) this.#rows();
    return !this.#stopped;
  }

  /** The part is over: the last row goes out. */
  end(): void {
    if (this.#stopped) return;
    if (this.#state !== 'closed') throw new NotStreamable('sheet data without its end');
    this.#flush();
  }

  #prefix(): void {
    const open = OPEN.exec(this.#text);
    if (!open) {
      if (this.#text.length > MAX_PREFIX) throw new NotStreamable('a long text before the sheet data');
      return;
    }
    if (open[0].endsWith('/>')) throw new NotStreamable('empty sheet data');
    const range = declaredRange(this.#text.slice(0, open.index));
    if (!range) throw new NotStreamable('no declared range');
    this.#state = 'rows';
    this.#text = this.#text.slice(open.index + open[0].length);
    if (!this.sink.range(range)) this.#stopped = true;
  }

  #rows(): void {
    const close = CLOSE.exec(this.#text);
    if (close) {
      this.#pieces(this.#text.slice(0, close.index).split(ROW_END));
      this.#state = 'closed';
      this.#text = '';
      return;
    }
    let end = -1;
    ROW_END_ALL.lastIndex = 0;
    for (let m = ROW_END_ALL.exec(this.#text); m; m = ROW_END_ALL.exec(this.#text))
      end = ROW_END_ALL.lastIndex;
    if (end < 0) return;
    this.#pieces(this.#text.slice(0, end).split(ROW_END));
    this.#text = this.#text.slice(end);
  }

  #pieces(pieces: readonly string[]): void {
    for (const piece of pieces) {
      if (this.#stopped) return;
      const row = this.cells.row(piece);
      if (!row) continue;
      const pending = this.#pending;
      if (pending && row.r === pending.r) {
        row.cells.forEach((text, c) => {
          if (text !== undefined) pending.cells[c] = text;
        });
        continue;
      }
      if (pending && row.r < pending.r) throw new NotStreamable('rows out of order');
      this.#flush();
      this.#pending = row;
    }
  }

  #flush(): void {
    const pending = this.#pending;
    this.#pending = null;
    if (pending && !this.#stopped && !this.sink.row(pending)) this.#stopped = true;
  }
}
