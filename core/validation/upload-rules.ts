/**
 * Upload rules of spec §5 as pure functions over what a browser or a multipart parser knows
 * before storing a file: its name and size. Checked in order — a file at all, one file, a
 * non-empty file, the size, the extension — so the user gets the first problem. Extensions
 * are compared case-insensitively. Content sniffing is the HTTP adapter's job.
 */
import type { DomainError } from '../errors/domain-error';
import { domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, UPLOAD_TYPES_BY_CONTEXT, type UploadContext } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';

/** What an upload check needs to know about a file. */
export interface UploadedFileInfo {
  readonly name: string;
  readonly size: number;
}

/** The lower-case extension after the last dot, or '' when the name has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** True when the file's extension is accepted by the screen. */
export function isAllowedType(name: string, context: UploadContext = 'default'): boolean {
  return UPLOAD_TYPES_BY_CONTEXT[context].includes(fileExtension(name));
}

/** The `accept` attribute of a file input for the screen, e.g. '.xls,.xlsx,.pdf'. */
export function acceptAttribute(context: UploadContext = 'default'): string {
  return UPLOAD_TYPES_BY_CONTEXT[context].map((ext) => `.${ext}`).join(',');
}

const invalid = (code: string, message: string) => err(domainError('invalid', code, message));

/**
 * Checks the files picked for one upload and returns the single file to send.
 * @example checkUpload([{ name: 'tape.xlsx', size: 1200 }], 'bulkBid') // ok(file)
 */
export function checkUpload(
  files: readonly UploadedFileInfo[],
  context: UploadContext = 'default',
): Result<UploadedFileInfo, DomainError> {
  if (files.length === 0) return invalid('UPLOAD.NO_FILE', M.uploadValidFile);
  if (files.length > UPLOAD_MAX_FILES) return invalid('UPLOAD.TOO_MANY_FILES', M.onlyOneFile);
  const file = files[0]!;
  if (file.name.trim() === '' || !Number.isSafeInteger(file.size) || file.size <= 0) {
    return invalid('UPLOAD.INVALID_FILE', M.uploadValidFile);
  }
  if (file.size > UPLOAD_MAX_BYTES) return invalid('UPLOAD.TOO_LARGE', M.fileTooLarge(file.name));
  if (!isAllowedType(file.name, context)) {
    return invalid('UPLOAD.UNSUPPORTED_TYPE', M.unsupportedFormat(file.name));
  }
  return ok(file);
}
