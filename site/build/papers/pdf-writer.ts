/**
 * A small, dependency-free PDF 1.4 writer for our downloadable papers: pages of text runs and
 * filled rectangles in the built-in Helvetica fonts, each page's content stream deflated, an
 * exact cross-reference table and trailer. Output is deterministic (no dates, no random ids),
 * so the committed papers can be checked against a fresh build byte for byte.
 */
import { deflateSync } from 'node:zlib';
import { FONT_RESOURCES, type PdfFont, pdfString } from './pdf-fonts';

/** An RGB colour, each part 0–1. */
export type Rgb = readonly [number, number, number];

/** One thing drawn on a page; coordinates in points from the bottom-left corner. */
export type PdfOp =
  | {
      readonly kind: 'text';
      readonly x: number;
      readonly y: number;
      readonly font: PdfFont;
      readonly size: number;
      readonly text: string;
      readonly color: Rgb;
    }
  | {
      readonly kind: 'rect';
      readonly x: number;
      readonly y: number;
      readonly w: number;
      readonly h: number;
      readonly color: Rgb;
    };

/** A document to write: its metadata and its pages' drawing. */
export interface PdfDocument {
  readonly title: string;
  readonly author: string;
  readonly subject: string;
  /** Page size in points (US Letter is 612 × 792). */
  readonly width: number;
  readonly height: number;
  readonly pages: readonly (readonly PdfOp[])[];
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, ''));
const rgb = (c: Rgb) => c.map(num).join(' ');

/** The content stream of one page. */
export function pageContent(ops: readonly PdfOp[]): string {
  return ops
    .map((op) =>
      op.kind === 'rect'
        ? `q ${rgb(op.color)} rg ${num(op.x)} ${num(op.y)} ${num(op.w)} ${num(op.h)} re f Q`
        : `BT /${FONT_RESOURCES[op.font].name} ${num(op.size)} Tf ${rgb(op.color)} rg ${num(op.x)} ${num(op.y)} Td ${pdfString(op.text)} Tj ET`,
    )
    .join('\n');
}

/** The PDF file of `doc`. */
export function writePdf(doc: PdfDocument): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    return objects.length;
  };
  const pageIds = doc.pages.map((_, i) => 6 + 2 * i);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${doc.pages.length} >>`);
  for (const font of [FONT_RESOURCES.regular, FONT_RESOURCES.bold])
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${font.base} /Encoding /WinAnsiEncoding >>`);
  add(
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /Subject ${pdfString(doc.subject)} /Producer (ISPz paper writer) >>`,
  );
  for (const [i, ops] of doc.pages.entries()) {
    const contentsId = 7 + 2 * i;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${doc.width} ${doc.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentsId} 0 R >>`,
    );
    const stream = deflateSync(Buffer.from(pageContent(ops), 'latin1'), { level: 9 });
    add(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        stream,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    offsets.push(offset);
    const framed = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(framed);
    offset += framed.length;
  }
  const size = objects.length + 1;
  const xref = [
    'xref',
    `0 ${size}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${size} /Root 1 0 R /Info 5 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
