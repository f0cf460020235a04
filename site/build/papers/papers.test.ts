/**
 * The downloadable papers are real PDFs: a reader's view of the file (header, every xref offset
 * landing on its object, the trailer, the page tree, text in the pages), and the committed files
 * under site/public/papers/ are exactly what the generator writes now, with the page counts and
 * sizes the /download page prints.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RESOURCES, sizeNote } from '../../src/us/content/download';
import { PAPERS_DIR, renderPapers } from './papers';
import { textWidth } from './pdf-fonts';
import { layOutPaper, wrap } from './pdf-layout';
import { writePdf } from './pdf-writer';

/** Reads a PDF as a reader would start: from the end, through the xref table, to the objects. */
function readPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(text.match(/startxref\n(\d+)\n%%EOF\n$/)?.[1]);
  const xref = text.slice(startxref);
  expect(xref.startsWith('xref\n0 ')).toBe(true);
  const size = Number(xref.match(/^xref\n0 (\d+)\n/)?.[1]);
  const rows = [...xref.matchAll(/^(\d{10}) (\d{5}) ([nf]) \n/gm)];
  expect(rows).toHaveLength(size);
  const objects = new Map<number, string>();
  for (const [n, row] of rows.entries()) {
    if (n === 0) continue;
    const offset = Number(row[1]);
    expect(text.startsWith(`${n} 0 obj\n`, offset), `object ${n} at ${offset}`).toBe(true);
    objects.set(n, text.slice(offset, text.indexOf('\nendobj\n', offset)));
  }
  expect(xref).toContain(`/Size ${size} /Root 1 0 R`);
  return { text, objects };
}

function pagesOf(pdf: Buffer) {
  const { text, objects } = readPdf(pdf);
  const tree = objects.get(2) ?? '';
  const kids = [...(tree.match(/\/Kids \[([^\]]*)\]/)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) =>
    Number(m[1]),
  );
  expect(tree).toContain(`/Count ${kids.length}`);
  const streams = kids.map((kid) => {
    const page = objects.get(kid) ?? '';
    expect(page).toContain('/Type /Page ');
    const contents = Number(page.match(/\/Contents (\d+) 0 R/)?.[1]);
    const body = Buffer.from(objects.get(contents) ?? '', 'latin1');
    const length = Number(body.toString('latin1').match(/\/Length (\d+)/)?.[1]);
    const start = body.indexOf('stream\n') + 'stream\n'.length;
    return inflateSync(body.subarray(start, start + length)).toString('latin1');
  });
  return { text, streams };
}

describe('the PDF writer', () => {
  it('writes a valid PDF: header, exact xref offsets, a page tree counting its pages, readable text', () => {
    const doc = layOutPaper({
      title: 'A (short) test',
      subtitle: 'Sub',
      edition: 'Edition 0',
      authors: [{ name: 'A. Writer', position: 'Tester' }],
      sections: Array.from({ length: 12 }, (_, i) => ({
        heading: `Section ${i + 1}`,
        blocks: ['Words '.repeat(120), { bullets: ['one point', 'another point'] }],
      })),
    });
    const pdf = writePdf(doc);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    const { streams } = pagesOf(pdf);
    expect(streams.length).toBe(doc.pages.length);
    expect(streams.length).toBeGreaterThan(2);
    expect(streams[0]).toContain('(A \\(short\\) test) Tj');
    expect(streams.at(-1)).toContain(`(Page ${streams.length} of ${streams.length}) Tj`);
  });

  it('wraps text within the column and refuses characters its fonts cannot print', () => {
    const lines = wrap('The quick brown fox jumps over the lazy dog '.repeat(10), 'regular', 11, 200);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(textWidth(line, 'regular', 11)).toBeLessThanOrEqual(200);
    expect(() => textWidth('naïve ✓', 'regular', 11)).toThrow(/cannot print/);
  });
});

describe('the committed papers', () => {
  const rendered = renderPapers();

  it.each(rendered.map((p) => [p.file, p] as const))('%s is current and matches its card', (file, paper) => {
    const committed = readFileSync(join(PAPERS_DIR, file));
    expect(committed.equals(paper.pdf), `run npx tsx site/build/papers/papers.ts to rewrite ${file}`).toBe(
      true,
    );
    const { streams } = pagesOf(committed);
    const card = RESOURCES.find((r) => r.file === file);
    expect(card).toBeDefined();
    expect({ pages: card?.pages, bytes: card?.bytes }).toEqual({
      pages: streams.length,
      bytes: committed.length,
    });
    expect(streams.join('\n')).toContain(`(${card?.heading}) Tj`);
    expect(sizeNote(card ?? { pages: 0, bytes: 0 })).toMatch(/^PDF · \d+ pages · \d+ KB$/);
  });
});
