/**
 * Lays a paper out on US Letter pages: a title band on the first page (title, subtitle,
 * edition), the authors, then the sections' headings, paragraphs and bullet lists wrapped to
 * the text column and flowed across pages (a heading never ends a page), and a footer with the
 * paper's name and 'Page n of N' on every page.
 */
import { type PdfFont, textWidth } from './pdf-fonts';
import type { PdfDocument, PdfOp, Rgb } from './pdf-writer';

/** A section of a paper: a heading and its paragraphs (a string) or bullet lists. */
export interface PaperSection {
  readonly heading: string;
  readonly blocks: readonly (string | { readonly bullets: readonly string[] })[];
}

/** What a paper says and who wrote it. */
export interface PaperText {
  readonly title: string;
  readonly subtitle: string;
  readonly edition: string;
  readonly authors: readonly { readonly name: string; readonly position: string }[];
  readonly sections: readonly PaperSection[];
}

const W = 612;
const H = 792;
const MARGIN = 72;
const COLUMN = W - 2 * MARGIN;
const BOTTOM = 80;
const INK: Rgb = [0.09, 0.11, 0.15];
const MUTED: Rgb = [0.36, 0.4, 0.47];
const ACCENT: Rgb = [0.11, 0.3, 0.62];
const WHITE: Rgb = [1, 1, 1];

/** `text` broken into lines no wider than `width` points (words longer than a line stay whole). */
export function wrap(text: string, font: PdfFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The pages of `paper` as a PDF document. */
export function layOutPaper(paper: PaperText): PdfDocument {
  const pages: PdfOp[][] = [[]];
  let page = pages[0] as PdfOp[];
  let y = H;
  const text = (x: number, font: PdfFont, size: number, t: string, color: Rgb = INK) =>
    page.push({ kind: 'text', x, y, font, size, text: t, color });
  const room = (needed: number) => {
    if (y - needed >= BOTTOM) return;
    page = [];
    pages.push(page);
    y = H - MARGIN;
  };

  page.push({ kind: 'rect', x: 0, y: H - 230, w: W, h: 230, color: ACCENT });
  y = H - 90;
  text(MARGIN, 'bold', 11, 'ISPz', WHITE);
  y -= 36;
  for (const line of wrap(paper.title, 'bold', 28, COLUMN)) {
    text(MARGIN, 'bold', 28, line, WHITE);
    y -= 34;
  }
  for (const line of wrap(paper.subtitle, 'regular', 13, COLUMN)) {
    text(MARGIN, 'regular', 13, line, WHITE);
    y -= 18;
  }
  y = H - 230 - 40;
  text(MARGIN, 'regular', 10, paper.edition, MUTED);
  y -= 18;
  text(
    MARGIN,
    'regular',
    10,
    paper.authors.map((a) => `${a.name}, ${a.position}`).join('   \u2022   '),
    MUTED,
  );
  y -= 24;

  for (const section of paper.sections) {
    room(22 + 3 * 16);
    y -= 14;
    text(MARGIN, 'bold', 15, section.heading, ACCENT);
    y -= 22;
    for (const block of section.blocks) {
      const items =
        typeof block === 'string' ? [{ lines: wrap(block, 'regular', 11, COLUMN), bullet: false }] : [];
      if (typeof block !== 'string')
        for (const b of block.bullets)
          items.push({ lines: wrap(b, 'regular', 11, COLUMN - 18), bullet: true });
      for (const item of items) {
        for (const [i, line] of item.lines.entries()) {
          room(16);
          if (item.bullet && i === 0) text(MARGIN + 4, 'regular', 11, '\u2022');
          text(item.bullet ? MARGIN + 18 : MARGIN, 'regular', 11, line);
          y -= 16;
        }
        y -= item.bullet ? 4 : 8;
      }
    }
  }

  for (const [i, ops] of pages.entries()) {
    const footer = `Page ${i + 1} of ${pages.length}`;
    ops.push({
      kind: 'text',
      x: MARGIN,
      y: 40,
      font: 'regular',
      size: 9,
      text: `ISPz \u2014 ${paper.title}`,
      color: MUTED,
    });
    ops.push({
      kind: 'text',
      x: W - MARGIN - textWidth(footer, 'regular', 9),
      y: 40,
      font: 'regular',
      size: 9,
      text: footer,
      color: MUTED,
    });
  }
  return { title: paper.title, author: 'ISPz', subject: paper.subtitle, width: W, height: H, pages };
}
