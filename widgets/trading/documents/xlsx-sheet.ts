/**
 * The first worksheet of an .xlsx file as rows of text, for the Document Preview's spreadsheet
 * table (spec §2/§8). Reads only what a preview shows — shared strings, inline strings,
 * numbers and booleans of the first sheet — and caps rows and columns. Old binary .xls files
 * are not zip archives: they are refused (the viewer then says 'Error loading Excel file').
 */
import { openZip } from './zip-entries';

/** A preview's limits: enough to read a tape, never enough to freeze the page. */
export const SHEET_LIMITS = { maxRows: 500, maxColumns: 60 } as const;

/** The first sheet's rows (header first), each padded to the widest row; `truncated` past the limits. */
export interface SheetPreview {
  readonly rows: readonly (readonly string[])[];
  readonly truncated: boolean;
}

const ENTITY: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes XML character and entity references. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITY[ref] ?? whole;
  });
}

/** The text of every `<t>` in a fragment (rich text keeps its runs in order). */
function texts(fragment: string): string {
  let out = '';
  for (const m of fragment.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) out += decodeXml(m[1] ?? '');
  return out;
}

function sharedStrings(xml: string | null): string[] {
  if (xml === null) return [];
  return [...xml.matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1] ?? ''));
}

/** The zero-based column of a cell reference ('B7' → 1). */
export function columnIndex(ref: string): number {
  let index = 0;
  for (const ch of ref.toUpperCase()) {
    if (ch < 'A' || ch > 'Z') break;
    index = index * 26 + (ch.charCodeAt(0) - 64);
  }
  return index - 1;
}

async function firstSheetPath(zip: ReturnType<typeof openZip>): Promise<string | null> {
  const workbook = await zip.text('xl/workbook.xml');
  const rels = await zip.text('xl/_rels/workbook.xml.rels');
  const rid = workbook?.match(/<sheet\b[^>]*\br:id="([^"]+)"/)?.[1];
  if (rid && rels) {
    const rel = [...rels.matchAll(/<Relationship\b[^>]*>/g)].find((m) => m[0].includes(`Id="${rid}"`));
    const target = rel?.[0].match(/Target="([^"]+)"/)?.[1];
    if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return zip.names.filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n)).sort()[0] ?? null;
}

function cellText(attrs: string, body: string, strings: readonly string[]): string {
  const type = attrs.match(/\bt="([^"]+)"/)?.[1];
  if (type === 'inlineStr') return texts(body);
  const value = decodeXml(body.match(/<v>([\s\S]*?)<\/v>/)?.[1] ?? '');
  if (type === 's') return strings[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

/** Reads the first worksheet of `bytes` (an .xlsx); throws when it is not one. */
export async function readFirstSheet(bytes: Uint8Array): Promise<SheetPreview> {
  const zip = openZip(bytes);
  const path = await firstSheetPath(zip);
  const sheet = path === null ? null : await zip.text(path);
  if (sheet === null) throw new Error('No worksheet');
  const strings = sharedStrings(await zip.text('xl/sharedStrings.xml'));
  const rows: string[][] = [];
  let truncated = false;
  let width = 0;
  for (const row of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const index = Number(row[1]?.match(/\br="(\d+)"/)?.[1] ?? rows.length + 1) - 1;
    if (index >= SHEET_LIMITS.maxRows) {
      truncated = true;
      break;
    }
    const cells: string[] = [];
    for (const cell of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const ref = attrs.match(/\br="([A-Z]+)\d+"/i)?.[1];
      const column = ref ? columnIndex(ref) : cells.length;
      if (column >= SHEET_LIMITS.maxColumns) {
        truncated = true;
        continue;
      }
      cells[column] = cellText(attrs, cell[2] ?? '', strings);
    }
    while (rows.length < index) rows.push([]);
    rows[index] = Array.from(cells, (c) => c ?? '');
    width = Math.max(width, cells.length);
  }
  const padded = rows.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
  return { rows: padded.filter((r) => r.some((c) => c !== '')), truncated };
}
