/**
 * The resume form's rules (spec §2 /career): first name, second name, resume title, email and
 * contact number are required; the email must be well formed and the number an Indian or US
 * one (spec §5's rule); one resume file of at most 50,000,000 bytes, PDF or Word, checked with
 * the spec's upload messages. The form is validated only: it is not sent anywhere.
 */
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../../../../core/validation/constants';
import { requiredText } from '../../../../core/validation/field-kit';
import { firstNameField, requiredEmailField } from '../../../../core/validation/identity-fields';
import { VALIDATION_MESSAGES as M } from '../../../../core/validation/messages';
import { isIndianOrUsNumber } from '../../../../core/validation/phone-fields';
import { fileExtension } from '../../../../core/validation/upload-rules';
import { CAREER_ERRORS } from './career-content';

/** The resume file types accepted. */
export const RESUME_TYPES = ['pdf', 'doc', 'docx'] as const;

/** The file input's `accept`. */
export const RESUME_ACCEPT = RESUME_TYPES.map((t) => `.${t}`).join(',');

/** The text fields of the resume form. */
export const careerForm = z.object({
  firstName: firstNameField,
  secondName: requiredText(CAREER_ERRORS.secondNameRequired),
  resumeTitle: requiredText(CAREER_ERRORS.resumeTitleRequired),
  email: requiredEmailField(M.invalidEmail),
  contactNumber: requiredText(M.enterMobileNumber).pipe(
    z.string().refine(isIndianOrUsNumber, { error: M.invalidNumber }),
  ),
});

export type CareerDetails = z.output<typeof careerForm>;

/** What the resume check needs of a picked file. */
export interface PickedFile {
  readonly name: string;
  readonly size: number;
}

/** The problem with the picked files, or null when exactly one acceptable resume is picked. */
export function resumeFileProblem(files: readonly PickedFile[]): string | null {
  if (files.length === 0) return M.uploadValidFile;
  if (files.length > 1) return M.onlyOneFile;
  const file = files[0] as PickedFile;
  if (file.size <= 0) return M.uploadValidFile;
  if (file.size > UPLOAD_MAX_BYTES) return M.fileTooLarge(file.name);
  if (!(RESUME_TYPES as readonly string[]).includes(fileExtension(file.name)))
    return M.unsupportedFormat(file.name);
  return null;
}

/** The mailto link that sends the resume by email instead. */
export function resumeMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
