import { type DomainError, domainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { LOAN_SORT_FIELDS, SORT_DIRECTIONS } from './loan-sort';

/** The sentences of a refused sort (the spec has none): which fields and directions there are. */
export const LOAN_SORT_MESSAGES = {
  field: `Loans can be sorted by ${LOAN_SORT_FIELDS.slice(0, -1).join(', ')} or ${LOAN_SORT_FIELDS.at(-1)} only.`,
  direction: `The sort direction must be ${SORT_DIRECTIONS.join(' or ')}.`,
} as const;

/**
 * Refusals of the loans area. Where the spec has a text (§8 'Invalid Input') it is used;
 * elsewhere the sentence is ours, short and plain, and the `code` is what clients rely on.
 */
export const loanErrors = {
  /** Input that fails its schema; `issues` lists each problem with its path. */
  invalidInput: (issues: readonly { path: string; message: string }[]): DomainError =>
    domainError('invalid', 'LOAN.INVALID_INPUT', MESSAGES.invalidInput, { issues }),
  invalidRange: (field: string): DomainError =>
    domainError('invalid', 'LOAN.INVALID_RANGE', MESSAGES.invalidInput, { field }),
  /** A sort by a field that is not one of `LOAN_SORT_FIELDS`. */
  invalidSortField: (field: string): DomainError =>
    domainError('invalid', 'LOAN.INVALID_SORT', LOAN_SORT_MESSAGES.field, {
      field,
      allowed: LOAN_SORT_FIELDS,
    }),
  invalidSortDirection: (direction: string): DomainError =>
    domainError('invalid', 'LOAN.INVALID_SORT', LOAN_SORT_MESSAGES.direction, {
      direction,
      allowed: SORT_DIRECTIONS,
    }),
  forbidden: (what: string): DomainError =>
    domainError('forbidden', 'LOAN.FORBIDDEN', `You may not ${what}.`),
  /** One loan that does not exist or that the viewer may not see (the two answer alike). */
  loanNotFound: (loanId: string): DomainError =>
    domainError('not_found', 'LOAN.NOT_FOUND', 'Loan not found', { loanId }),
  loansNotFound: (loanIds: readonly string[]): DomainError =>
    domainError('not_found', 'LOAN.NOT_FOUND', 'Some of the selected loans are not available to you.', {
      loanIds,
    }),
  tapeNotFound: (tapeName: string): DomainError =>
    domainError('not_found', 'TAPE.NOT_FOUND', `There is no tape named ${tapeName}.`),
  tapeNameTaken: (tapeName: string): DomainError =>
    domainError('conflict', 'TAPE.NAME_TAKEN', `The tape name ${tapeName} is already in use.`),
  /** The same bytes were imported under another of the lender's tapes. */
  importedAsOtherTape: (tapeName: string, batchId: string): DomainError =>
    domainError('conflict', 'TAPE.ALREADY_IMPORTED', `This file has already been imported as ${tapeName}.`, {
      tapeName,
      batchId,
    }),
  alreadyImported: (tapeName: string, batchId: string): DomainError =>
    domainError(
      'conflict',
      'TAPE.ALREADY_IMPORTED',
      `This file has already been imported into ${tapeName}.`,
      {
        batchId,
      },
    ),
  duplicateLoans: (tapeName: string, loanNumbers: readonly string[]): DomainError =>
    domainError(
      'conflict',
      'TAPE.DUPLICATE_LOANS',
      `${tapeName} already holds some of these loans; import with update to change them.`,
      { loanNumbers },
    ),
  invalidLoans: (issues: readonly { row: number; path: string; message: string }[]): DomainError =>
    domainError('invalid', 'TAPE.INVALID_LOANS', MESSAGES.invalidInput, { issues }),
  loanChanged: (loanNumber: string): DomainError =>
    domainError(
      'conflict',
      'TAPE.LOAN_CHANGED',
      `Loan ${loanNumber} changed while the tape was being imported; please try again.`,
    ),
  favouriteNotFound: (id: string): DomainError =>
    domainError('not_found', 'FAVOURITE.NOT_FOUND', 'That favourite filter does not exist.', { id }),
} as const;
