/**
 * Forms of the stipulation chat (spec §5). A reply needs a document name ('Document Name is
 * required'), a message ('Textarea Required') and an uploaded file — Send stays disabled
 * until there is one. A new stipulation needs Document Information, Stage ('Due-Diligence'
 * only), Second Party and Message ('Please select required field.') and a file ('Please
 * select file to upload'); due-diligence and rating-agency users pick neither stage nor second
 * party (spec §6 hides both selectors), so their form has no such fields.
 */
import { z } from 'zod';
import type { LoanPersona } from '../permissions/actor';
import { STIPULATION_STAGES } from './constants';
import { requiredText } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { picksStageAndParty } from './trading-rules';

export { canSendStipulationReply, picksStageAndParty } from './trading-rules';

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
