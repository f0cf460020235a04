/**
 * Tape dialogs of spec §5/§6: 'Upload the generated tapes & final docs' (pick a tape type,
 * then one .xls/.xlsx/.pdf file; no file alerts 'Please Select an Excel file to upload'),
 * 'Generate The Tape to View or Download' (one of the seven tape types) and the bulk bid
 * upload (.xlsx only). Due-diligence users upload their own tape set; others ASF or SDE.
 */
import { z } from 'zod';
import { type DomainError, domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { LoanPersona } from '../permissions/actor';
import { DD_TAPE_UPLOAD_OPTIONS, GENERATION_TAPE_TYPES, OTHER_TAPE_UPLOAD_OPTIONS } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { checkUpload, type UploadedFileInfo } from './upload-rules';

/** The tape types a persona may upload. */
export function tapeUploadOptionsFor(persona: LoanPersona | null): readonly string[] {
  return persona === 'due_diligence' ? DD_TAPE_UPLOAD_OPTIONS : OTHER_TAPE_UPLOAD_OPTIONS;
}

/** The tape select of the upload dialog: required ('Please select required field.'). */
export function tapeUploadForm(persona: LoanPersona | null) {
  const options = tapeUploadOptionsFor(persona) as [string, ...string[]];
  return z.object({ tapeType: z.enum(options, { error: M.selectRequiredField }) });
}

/** A tape upload as the dialog submits it. */
export interface TapeUpload {
  readonly tapeType: string;
  readonly files: readonly UploadedFileInfo[];
}

/**
 * Checks a tape upload: the tape type first, then that a file was picked, then the upload
 * rules for tapes. Returns the tape type and the one file.
 */
export function checkTapeUpload(
  persona: LoanPersona | null,
  upload: TapeUpload,
): Result<{ tapeType: string; file: UploadedFileInfo }, DomainError> {
  const select = tapeUploadForm(persona).safeParse({ tapeType: upload.tapeType });
  if (!select.success) return err(domainError('invalid', 'TAPE.TYPE_REQUIRED', M.selectRequiredField));
  if (upload.files.length === 0) return err(domainError('invalid', 'UPLOAD.NO_FILE', M.selectExcelFile));
  const file = checkUpload(upload.files, 'tape');
  return file.ok ? ok({ tapeType: select.data.tapeType, file: file.value }) : file;
}

/** The bulk bid upload takes one .xlsx file. */
export function checkBulkBidUpload(
  files: readonly UploadedFileInfo[],
): Result<UploadedFileInfo, DomainError> {
  return checkUpload(files, 'bulkBid');
}

/** 'Generate The Tape to View or Download': one of the generation tape types. */
export const tapeGenerationForm = z.object({
  report_type: z.enum(GENERATION_TAPE_TYPES, { error: M.selectRequiredField }),
});
