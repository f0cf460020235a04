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
  /** `count` is null when counting stopped at the first column over the limit. */
  tooManyColumns: (count: number | null, max: number): DomainError =>
    domainError(
      'invalid',
      'SPREADSHEET.TOO_MANY_COLUMNS',
      `The sheet has ${count === null ? `more than ${max.toLocaleString('en-US')}` : count.toLocaleString('en-US')} columns; at most ${max} can be read.`,
    ),
  tooManyCells: (max: number): DomainError =>
    domainError(
      'invalid',
      'SPREADSHEET.TOO_MANY_CELLS',
      `The sheet has more than ${max.toLocaleString('en-US')} cells; split it into smaller files.`,
    ),
  cellTooLong: (row: number | null, max: number): DomainError =>
    domainError(
      'invalid',
      'SPREADSHEET.CELL_TOO_LONG',
      `${row === null ? 'A cell' : `A cell in row ${row}`} holds more than ${max.toLocaleString('en-US')} characters, more than a spreadsheet cell can.`,
    ),
  tooMuchText: (maxBytes: number): DomainError =>
    domainError(
      'invalid',
      'SPREADSHEET.TOO_MUCH_TEXT',
      `The workbook holds more than ${Math.round(maxBytes / (1024 * 1024))} MB of text; split it into smaller files.`,
    ),
  tooBigToRead: (): DomainError =>
    domainError(
      'invalid',
      'SPREADSHEET.TOO_BIG_TO_READ',
      'The workbook needs more memory to read than the server allows; split it into smaller files.',
    ),
};
