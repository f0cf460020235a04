/**
 * Tape dialogs of spec §5/§6: 'Upload the generated tapes & final docs' (pick a tape type,
 * then one .xls/.xlsx/.pdf file; no file alerts 'Please Select an Excel file to upload'),
 * 'Generate The Tape to View or Download' (one of the seven tape types) and the bulk bid
 * upload (.xlsx only). Due-diligence users upload their own tape set; others ASF or SDE.
 */
import { z } from 'zod';
import type { LoanPersona } from '../permissions/actor';
import { GENERATION_TAPE_TYPES } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { tapeUploadOptionsFor } from './trading-rules';

export {
  checkBulkBidUpload,
  checkTapeUpload,
  type TapeUpload,
  tapeUploadOptionsFor,
} from './trading-rules';

/** The tape select of the upload dialog: required ('Please select required field.'). */
export function tapeUploadForm(persona: LoanPersona | null) {
  const options = tapeUploadOptionsFor(persona) as [string, ...string[]];
  return z.object({ tapeType: z.enum(options, { error: M.selectRequiredField }) });
}

/** 'Generate The Tape to View or Download': one of the generation tape types. */
export const tapeGenerationForm = z.object({
  report_type: z.enum(GENERATION_TAPE_TYPES, { error: M.selectRequiredField }),
});
