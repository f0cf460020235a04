/**
 * The tape import form of the widgets (spec §5 "Tape select required before tape upload; no
 * file gives alert 'Please Select an Excel file to upload'"; §7 excel_Upload {xlsxFile,
 * tapeName, updateTape} plus a saved or built-in column mapping). Written in zod/mini, as every
 * widget form, with the texts the server answers for the same refusals
 * (core/tapes/tape-file.errors.ts): a missing tape 'Please select required field.', a
 * missing file 'Please Select an Excel file to upload'. The file itself is held by the widget;
 * the form carries its name.
 */
import * as z from 'zod/mini';
import { MESSAGES } from '../errors/messages';
import { requiredText } from '../validation/mini/field-kit';

/** The tape import form: the tape, an optional mapping, update-or-add, and the picked file's name. */
export const tapeImportForm = z.object({
  tapeName: requiredText(MESSAGES.selectRequiredField),
  mappingName: z.optional(z.string()),
  updateTape: z.optional(z.boolean()),
  fileName: requiredText(MESSAGES.selectExcelFile),
});

/** What a valid tape import form holds. */
export type TapeImportRequest = z.output<typeof tapeImportForm>;

/** The multipart fields of `/excel_Upload` for a valid form (the file goes as `xlsxFile`). */
export function tapeImportFields(request: TapeImportRequest): Record<string, string> {
  const mapping = request.mappingName?.trim();
  return {
    tapeName: request.tapeName,
    updateTape: request.updateTape ? 'true' : 'false',
    ...(mapping ? { mappingName: mapping } : {}),
  };
}
