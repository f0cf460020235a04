/**
 * What a file really is, from its first bytes — an upload is accepted only when its content
 * agrees with its extension (a PDF renamed .xlsx is refused).
 */
import { fileExtension } from '../../core/validation/upload-rules';

export type FileKind = 'png' | 'jpeg' | 'pdf' | 'zip' | 'ole2' | 'text' | 'unknown';

const SIGNATURES: ReadonlyArray<readonly [FileKind, readonly number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['zip', [0x50, 0x4b, 0x03, 0x04]],
  ['ole2', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
];

/** Bytes to read from the start of a file to sniff it (text detection looks at up to this many). */
export const SNIFF_BYTES = 8192;

export function sniff(head: Uint8Array): FileKind {
  for (const [kind, sig] of SIGNATURES) {
    if (head.length >= sig.length && sig.every((b, i) => head[i] === b)) return kind;
  }
  if (head.length > 0 && !head.includes(0)) return 'text';
  return 'unknown';
}

/** The content each accepted extension must have: Office Open XML files are ZIPs, legacy Office files OLE2. */
export const KIND_BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pdf: 'pdf',
  xlsx: 'zip',
  docx: 'zip',
  xls: 'ole2',
  doc: 'ole2',
  csv: 'text',
};

/** Lower-case extension without the dot ('' when there is none): the same reading as the upload rules. */
export const extensionOf = fileExtension;

/** True when the content agrees with the extension. */
export function contentMatchesExtension(fileName: string, head: Uint8Array): boolean {
  const expected = KIND_BY_EXTENSION[extensionOf(fileName)];
  return expected !== undefined && sniff(head) === expected;
}
