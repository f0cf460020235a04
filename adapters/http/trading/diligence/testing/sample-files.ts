/**
 * Small files whose content is what their extension claims (the upload check sniffs them, and
 * looks for the Office parts inside an .xlsx or .docx). `label` makes each file's content — and
 * so its blob name — distinct.
 */
import { OFFICE_SAMPLES } from '../../../../files/testing/office-samples';

const bytes = (head: readonly number[], label: string) =>
  new Uint8Array([...head, ...new TextEncoder().encode(`\n${label}\n`), 0x00, 0x01]);

export const SAMPLE = {
  pdf: (label = 'document') => new TextEncoder().encode(`%PDF-1.7\n% ${label}\n%%EOF\n`),
  png: (label = 'image') => bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], label),
  jpeg: (label = 'photo') => bytes([0xff, 0xd8, 0xff, 0xe0], label),
  /** An Office Open XML workbook (.xlsx): a ZIP with the workbook's parts. */
  xlsx: OFFICE_SAMPLES.xlsx,
  /** An Office Open XML document (.docx): a ZIP with the document's parts. */
  docx: OFFICE_SAMPLES.docx,
  /** A ZIP that is no Office file (refused behind .xlsx or .docx). */
  zip: OFFICE_SAMPLES.plainZip,
  /** A legacy Office file (xls, doc) is OLE2. */
  ole2: (label = 'legacy') => bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], label),
} as const;
