/**
 * Small Office Open XML files for tests: a ZIP with the parts of a workbook or a document, and
 * ZIPs that are neither (a plain archive, one missing `[Content_Types].xml`). `label` makes each
 * file's bytes — and so its blob name — distinct.
 */
import { zipArchive } from '../../../fixtures/tapes/zip-writer';

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const part = (name: string, text: string) => ({ name, data: Buffer.from(text) });

const zip = (...parts: { name: string; data: Buffer }[]) => new Uint8Array(zipArchive(parts));

export const OFFICE_SAMPLES = {
  /** The parts of a workbook (what .xlsx must hold). */
  xlsx: (label = 'workbook') =>
    zip(
      part('[Content_Types].xml', CONTENT_TYPES),
      part('xl/workbook.xml', `<workbook><!-- ${label} --></workbook>`),
    ),
  /** The parts of a word-processing document (what .docx must hold). */
  docx: (label = 'document') =>
    zip(
      part('[Content_Types].xml', CONTENT_TYPES),
      part('word/document.xml', `<document><!-- ${label} --></document>`),
    ),
  /** A ZIP that is no Office file at all. */
  plainZip: (label = 'archive') => zip(part('notes.txt', label), part('xl/readme.txt', label)),
  /** A workbook's part without the content types every Office package has. */
  workbookWithoutTypes: (label = 'bare') => zip(part('xl/workbook.xml', `<workbook>${label}</workbook>`)),
} as const;
