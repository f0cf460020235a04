import { type DomainError, domainError } from '../../core/errors/domain-error';
import { VALIDATION_MESSAGES } from '../../core/validation/messages';

/**
 * Why a spreadsheet was refused. All are `invalid`: the file is the problem, not the server.
 * A file whose content is not what its extension says gets the spec's §5 text.
 */
export const spreadsheetError = {
  wrongContent: (): DomainError =>
    domainError('invalid', 'SPREADSHEET.WRONG_CONTENT', VALIDATION_MESSAGES.uploadValidFile),
  unsupportedType: (extension: string): DomainError =>
    domainError(
      'invalid',
      'SPREADSHEET.UNSUPPORTED_TYPE',
      `Files of type '.${extension}' cannot be read as a sheet; use .xlsx, .xls or .csv.`,
    ),
  zipRefused: (reason: string): DomainError =>
    domainError('invalid', 'SPREADSHEET.ZIP_REFUSED', `The workbook was refused: ${reason}.`),
  unreadable: (): DomainError =>
    domainError('invalid', 'SPREADSHEET.UNREADABLE', 'The file could not be read as a spreadsheet.'),
  empty: (): DomainError =>
    domainError(
      'invalid',
      'SPREADSHEET.EMPTY',
      'The sheet is empty: it needs a header row and at least one row.',
    ),
  tooManyRows: (max: number): DomainError =>
    domainError(
      'invalid',
      'SPREADSHEET.TOO_MANY_ROWS',
      `The sheet has more than ${max.toLocaleString('en-US')} rows; split it into smaller files.`,
    ),
  tooManyColumns: (count: number, max: number): DomainError =>
    domainError(
      'invalid',
      'SPREADSHEET.TOO_MANY_COLUMNS',
      `The sheet has ${count.toLocaleString('en-US')} columns; at most ${max} can be read.`,
    ),
};
