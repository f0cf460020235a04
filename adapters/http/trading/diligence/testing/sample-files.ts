/**
 * Small files whose first bytes are what their extension claims (the upload check sniffs
 * them). `label` makes each file's content — and so its blob name — distinct.
 */
const bytes = (head: readonly number[], label: string) =>
  new Uint8Array([...head, ...new TextEncoder().encode(`\n${label}\n`), 0x00, 0x01]);

export const SAMPLE = {
  pdf: (label = 'document') => new TextEncoder().encode(`%PDF-1.7\n% ${label}\n%%EOF\n`),
  png: (label = 'image') => bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], label),
  jpeg: (label = 'photo') => bytes([0xff, 0xd8, 0xff, 0xe0], label),
  /** An Office Open XML file (xlsx, docx) is a ZIP. */
  zip: (label = 'workbook') => bytes([0x50, 0x4b, 0x03, 0x04], label),
  /** A legacy Office file (xls, doc) is OLE2. */
  ole2: (label = 'legacy') => bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], label),
} as const;
