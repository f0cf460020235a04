/**
 * Why: once the multipart body has been read, one place decides what the upload is — refused
 * for a reason the client can act on, or accepted — so the order of the checks (count, NUL,
 * presence, name length, extension, first bytes) is the same for every upload route.
 */
import { contentMatchesExtension, extensionOf } from '../files/sniff';
import { MAX_FILE_NAME_LENGTH } from './edge/edge.errors';
import type { UploadRefusal } from './upload-refusals';

/** The file part as it streamed in: its given name, size, temp path and first bytes. */
export interface IncomingFile {
  readonly fileName: string;
  size: number;
  readonly path: string;
  head: Buffer;
}

/** What the parser saw: the (last) file part, how many file parts, and whether any text held NUL. */
export interface ParsedForm {
  readonly file: IncomingFile | null;
  readonly files: number;
  readonly nul: boolean;
}

export type Verdict =
  | { readonly ok: true; readonly fileName: string; readonly extension: string }
  | { readonly ok: false; readonly refusal: UploadRefusal; readonly fileName?: string };

/**
 * Judges a fully read form against the allowed extensions.
 *
 * @example
 * verdict({ file, files: 1, nul: false }, ['pdf']) // { ok: true, fileName: 'a.pdf', extension: 'pdf' }
 */
export function verdict(form: ParsedForm, extensions: readonly string[]): Verdict {
  const { file } = form;
  if (form.files > 1) return { ok: false, refusal: 'too_many' };
  if (form.nul) return { ok: false, refusal: 'nul_character' };
  if (!file || file.fileName === '' || file.size === 0) return { ok: false, refusal: 'missing' };
  // Counted in characters, not UTF-16 units: 'é' and '年' are one each.
  if ([...file.fileName].length > MAX_FILE_NAME_LENGTH) return { ok: false, refusal: 'name_too_long' };
  const extension = extensionOf(file.fileName);
  if (!extensions.includes(extension)) return { ok: false, refusal: 'bad_type', fileName: file.fileName };
  if (!contentMatchesExtension(file.fileName, file.head))
    return { ok: false, refusal: 'bad_content', fileName: file.fileName };
  return { ok: true, fileName: file.fileName, extension };
}
