/**
 * The two fonts our papers use, PDF's built-in Helvetica and Helvetica-Bold (every reader has
 * them, so nothing is embedded), with their glyph widths for line wrapping and the WinAnsi
 * encoding of our text. Only printable ASCII and a few typographic marks are allowed: a
 * character outside them fails the build instead of printing as a wrong glyph.
 */

/** A font of the papers. */
export type PdfFont = 'regular' | 'bold';

/** The PDF resource names and base fonts. */
export const FONT_RESOURCES: Readonly<Record<PdfFont, { readonly name: string; readonly base: string }>> = {
  regular: { name: 'F1', base: 'Helvetica' },
  bold: { name: 'F2', base: 'Helvetica-Bold' },
};

// Widths in 1/1000 em of the characters 32 (space) to 126 (~), from the fonts' metrics.
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Typographic marks beyond ASCII: their WinAnsi code and widths (regular, bold). */
const MARKS: Readonly<Record<string, readonly [number, number, number]>> = {
  '\u2018': [0x91, 222, 278],
  '\u2019': [0x92, 222, 278],
  '\u201c': [0x93, 333, 500],
  '\u201d': [0x94, 333, 500],
  '\u2022': [0x95, 350, 350],
  '\u2013': [0x96, 556, 556],
  '\u2014': [0x97, 1000, 1000],
};

/** The width of `text` in points at `size`. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  const table = font === 'bold' ? BOLD : REGULAR;
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const mark = MARKS[ch];
    if (mark) units += font === 'bold' ? mark[2] : mark[1];
    else if (code >= 32 && code <= 126) units += table[code - 32] ?? 0;
    else throw new Error(`The papers' fonts cannot print ${JSON.stringify(ch)} (U+${code.toString(16)})`);
  }
  return (units * size) / 1000;
}

/** `text` as a PDF literal string in WinAnsi, with its delimiters escaped: `(…)`. */
export function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const mark = MARKS[ch];
    if (mark) out += `\\${mark[0].toString(8)}`;
    else if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`;
    else {
      const code = ch.codePointAt(0) ?? 0;
      if (code < 32 || code > 126) throw new Error(`The papers' fonts cannot print U+${code.toString(16)}`);
      out += ch;
    }
  }
  return `(${out})`;
}
