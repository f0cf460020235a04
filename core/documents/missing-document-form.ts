/**
 * The Update Missing Document form (spec §2 dialog, §5 "missing-doc upload .pdf, .doc, .docx,
 * .xlsx"): the document's name and an uploaded file. In zod/mini so the trading widgets can
 * validate it without classic zod; the upload's own type and size checks are `checkUpload`'s
 * with the 'missingDocument' context.
 */
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { requiredText } from '../validation/mini/field-kit';

/** Filing an uploaded file as a loan's document (payload `docName`, `blobName`, `fileNameGiven`). */
export const missingDocumentForm = z.object({
  docName: requiredText(M.documentNameRequired),
  blobName: requiredText(M.selectFileToUpload),
  fileNameGiven: z.optional(z.string()),
});

export type MissingDocument = z.output<typeof missingDocumentForm>;
