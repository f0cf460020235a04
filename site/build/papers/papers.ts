/**
 * The site's downloadable papers: the /download page's resources (their titles and authors, from
 * site/src/us/content/download.ts) with their text, written as PDFs into site/public/papers/,
 * which Vite copies into the build. Run `npx tsx site/build/papers/papers.ts` after changing a
 * paper's words, then update the page counts and sizes the test reports.
 */
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RESOURCES, type Resource } from '../../src/us/content/download';
import { COUNTRY_PAPER_SECTIONS } from './country-paper-text';
import { LITEPAPER_SECTIONS } from './litepaper-text';
import { layOutPaper, type PaperSection } from './pdf-layout';
import { writePdf } from './pdf-writer';

/** Where the committed papers live. */
export const PAPERS_DIR = resolve(import.meta.dirname, '../../public/papers');

/** The edition line printed under each paper's title. */
export const EDITION = 'Edition 1 \u2014 November 2026';

const TEXT: Readonly<Record<Resource['id'], readonly PaperSection[]>> = {
  litepaper: LITEPAPER_SECTIONS,
  'country-as-a-platform': COUNTRY_PAPER_SECTIONS,
};

/** A paper's file and its PDF bytes. */
export interface RenderedPaper {
  readonly file: string;
  readonly pdf: Buffer;
  readonly pages: number;
}

/** Every paper of the /download page, rendered. */
export function renderPapers(): RenderedPaper[] {
  return RESOURCES.map((resource) => {
    const sections = TEXT[resource.id];
    if (!sections) throw new Error(`No text for the paper ${resource.id}`);
    const doc = layOutPaper({
      title: resource.heading,
      subtitle: resource.subtitle,
      edition: EDITION,
      authors: resource.authors,
      sections,
    });
    return { file: resource.file, pdf: writePdf(doc), pages: doc.pages.length };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const paper of renderPapers()) {
    writeFileSync(join(PAPERS_DIR, paper.file), paper.pdf);
    console.log(`${paper.file}: ${paper.pages} pages, ${paper.pdf.length} bytes`);
  }
}
