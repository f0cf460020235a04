/**
 * The stipulation chat's forms (spec §5) in zod/mini: the twin of the classic
 * `../stipulation-forms.ts` with the same names and messages. A reply needs a document name,
 * a message and an uploaded file; a new stipulation needs Document Information, Message and a
 * file, plus Stage and Second Party for the personas who pick them (`picksStageAndParty`).
 */
import * as z from 'zod/mini';
import type { LoanPersona } from '../../permissions/actor';
import { STIPULATION_STAGES } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { picksStageAndParty } from '../trading-rules';
import { requiredText } from './field-kit';

export { canSendStipulationReply, picksStageAndParty } from '../trading-rules';

/** Reply to a thread (payload `docName`, `message`, `blobName`). */
export const stipulationReplyForm = z.object({
  docName: requiredText(M.documentNameRequired),
  message: requiredText(M.textareaRequired),
  blobName: requiredText(M.uploadValidFile),
});

const base = {
  docInfo: requiredText(M.selectRequiredField),
  message: requiredText(M.selectRequiredField),
  blobName: requiredText(M.selectFileToUpload),
};

const withStageAndParty = z.object({
  ...base,
  stage: z.enum(STIPULATION_STAGES, { error: M.selectRequiredField }),
  partyB: requiredText(M.selectRequiredField),
});
const withoutStageAndParty = z.object(base);

/** The new-stipulation form for the persona raising it. */
export function newStipulationForm(persona: LoanPersona | null) {
  return picksStageAndParty(persona) ? withStageAndParty : withoutStageAndParty;
}

export type StipulationReply = z.output<typeof stipulationReplyForm>;
export type NewStipulation = z.output<typeof withStageAndParty> | z.output<typeof withoutStageAndParty>;
