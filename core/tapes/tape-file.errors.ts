import { type DomainError, domainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { loanErrors } from '../loans/loans.errors';

/**
 * Refusals of the tape-file calls (import, saved mappings, reports, generated tapes). Where the
 * spec has a text (§5 tape select and file, §8 'No Records To Download') it is used; the rest
 * are short sentences of ours with stable codes.
 */
/** How many findings a refusal carries (a broken file may have thousands). */
export const MAX_FINDINGS_IN_REFUSAL = 100;

export const tapeFileErrors = {
  /** spec §5: the tape must be chosen before a file is uploaded. */
  tapeRequired: (): DomainError => domainError('invalid', 'TAPE.NAME_REQUIRED', MESSAGES.selectRequiredField),
  /** spec §5: 'Please Select an Excel file to upload'. */
  fileRequired: (): DomainError => domainError('invalid', 'UPLOAD.NO_FILE', MESSAGES.selectExcelFile),
  /** Every row was rejected: the first findings go along, so the lender sees why. */
  noValidRows: (rejected: number, findings: readonly unknown[]): DomainError =>
    domainError(
      'invalid',
      'TAPE.NO_VALID_ROWS',
      `None of the ${rejected} rows of the tape can be imported; see the edit report.`,
      { rejected, findings: findings.slice(0, MAX_FINDINGS_IN_REFUSAL) },
    ),
  /** The same bytes were imported under another of the lender's tapes. */
  importedAsOtherTape: loanErrors.importedAsOtherTape,
  mappingNotFound: (name: string): DomainError =>
    domainError('not_found', 'TAPE.MAPPING_NOT_FOUND', `There is no column mapping named ${name}.`),
  mappingReserved: (name: string): DomainError =>
    domainError(
      'conflict',
      'TAPE.MAPPING_RESERVED',
      `${name} is the name of a built-in mapping; choose another name.`,
    ),
  tooManyMappings: (max: number): DomainError =>
    domainError('rule_violation', 'TAPE.TOO_MANY_MAPPINGS', `You can keep at most ${max} column mappings.`),
  notYours: (): DomainError =>
    domainError('forbidden', 'TAPE.NOT_YOURS', 'You can only use your own column mappings and reports.'),
  reportNotFound: (batchId: string): DomainError =>
    domainError('not_found', 'TAPE.REPORT_NOT_FOUND', 'There is no import report for that batch.', {
      batchId,
    }),
  unknownTapeType: (given: string, known: readonly string[]): DomainError =>
    domainError(
      'invalid',
      'TAPE.UNKNOWN_TYPE',
      `Unknown report type '${given}'; use one of: ${known.join(', ')}.`,
    ),
  loanNotFound: (loanNumber: string, tapeName: string): DomainError =>
    domainError(
      'not_found',
      'LOAN.NOT_FOUND',
      `There is no loan ${loanNumber} in ${tapeName} that you can see.`,
    ),
  noRecords: (): DomainError => domainError('not_found', 'EXPORT.NO_RECORDS', MESSAGES.noRecordsToDownload),
  makerNotYou: (): DomainError =>
    domainError('forbidden', 'TAPE.MAKER_NOT_YOU', 'maker_id must be your own user id.'),
};
