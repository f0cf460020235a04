/**
 * The tape dialogs' forms (spec §5, §6) in zod/mini: the twin of the classic `../tape-forms.ts`
 * with the same names. The upload dialog's tape select (the persona's options) and 'Generate
 * The Tape to View or Download' (the seven types); the upload checks are schema-free and shared.
 */
import * as z from 'zod/mini';
import type { LoanPersona } from '../../permissions/actor';
import { GENERATION_TAPE_TYPES } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { tapeUploadOptionsFor } from '../trading-rules';
import './field-kit';

export {
  checkBulkBidUpload,
  checkTapeUpload,
  type TapeUpload,
  tapeUploadOptionsFor,
} from '../trading-rules';

/** The tape select of the upload dialog: required ('Please select required field.'). */
export function tapeUploadForm(persona: LoanPersona | null) {
  const options = tapeUploadOptionsFor(persona) as [string, ...string[]];
  return z.object({ tapeType: z.enum(options, { error: M.selectRequiredField }) });
}

/** 'Generate The Tape to View or Download': one of the generation tape types. */
export const tapeGenerationForm = z.object({
  report_type: z.enum(GENERATION_TAPE_TYPES, { error: M.selectRequiredField }),
});
