/**
 * The trading screens' rules that need no schema library (spec §4, §5, §6): the bid input's
 * typing check, the amount inputs' message sets, the pool filter that applies, who picks a
 * stipulation's stage and party, the tape upload checks and the table actions' selections.
 * Both flavours of the trading forms — classic zod for the server (`bid-amount.ts`,
 * `filter-form.ts` …) and zod/mini for the widgets (`mini/`) — read them from here, so a rule
 * or a wording exists once. Importing this module pulls in no zod at all.
 */
import { type DomainError, domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { LoanPersona } from '../permissions/actor';
import { DD_TAPE_UPLOAD_OPTIONS, OTHER_TAPE_UPLOAD_OPTIONS } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';
import { checkUpload, type UploadedFileInfo } from './upload-rules';

/** The texts of one amount input, in the order they are checked. */
export interface AmountMessages {
  /** Blank or missing. */
  readonly required: string;
  /** Not a number at all. */
  readonly notANumber: string;
  /** Zero or negative where the minimum is above zero (defaults to `tooSmall`). */
  readonly notPositive?: string;
  /** A number of dollars with more than two decimals, or not written as plain decimals. */
  readonly tooPrecise: string;
  /** Below the input's minimum. */
  readonly tooSmall: string;
}

/** What the bid input shows after a keystroke. */
export interface BidTyping {
  /** The input's new value: '' when a non-positive number was typed. */
  readonly value: string;
  /** The message under the input, or null. */
  readonly message: string | null;
}

/** The typing check: a non-positive number becomes empty with a message; anything else stays. */
export function bidTypingCheck(raw: string): BidTyping {
  const text = raw.trim();
  if (text === '') return { value: '', message: null };
  const n = Number(text);
  if (Number.isNaN(n)) return { value: raw, message: null };
  return n <= 0 ? { value: '', message: M.bidMustBePositive } : { value: raw, message: null };
}

/** The bid input's texts on submit: not a positive number vs. a positive one it cannot take. */
export const BID_AMOUNT_MESSAGES: AmountMessages = {
  required: M.enterValidPositiveAmount,
  notANumber: M.enterValidPositiveAmount,
  notPositive: M.enterValidPositiveAmount,
  tooPrecise: M.invalidInput,
  tooSmall: M.invalidInput,
};

/** Reprice Loan's price texts. */
export const REPRICE_PRICE_MESSAGES: AmountMessages = {
  required: M.priceRequired,
  notANumber: M.invalidInput,
  tooPrecise: M.invalidInput,
  tooSmall: M.priceMustBePositive,
};

/** Assign Servicer's fee texts. */
export const SERVICING_FEE_MESSAGES: AmountMessages = {
  required: M.servicingFeeRequired,
  notANumber: M.invalidServicingFee,
  tooPrecise: M.invalidServicingFee,
  tooSmall: M.invalidServicingFee,
};

/** Send is enabled once a file has been uploaded (the other fields show their messages). */
export function canSendStipulationReply(form: { readonly blobName?: string | null }): boolean {
  return (form.blobName ?? '').trim() !== '';
}

const HIDES_STAGE_AND_PARTY: readonly LoanPersona[] = [
  'due_diligence',
  'rating_agency',
  'rating_agency_17g5',
];

/** Whether the persona picks the stage and the second party of a new stipulation. */
export function picksStageAndParty(persona: LoanPersona | null): boolean {
  return persona === null || !HIDES_STAGE_AND_PARTY.includes(persona);
}

/** The tape types a persona may upload. */
export function tapeUploadOptionsFor(persona: LoanPersona | null): readonly string[] {
  return persona === 'due_diligence' ? DD_TAPE_UPLOAD_OPTIONS : OTHER_TAPE_UPLOAD_OPTIONS;
}

/** A tape upload as the dialog submits it. */
export interface TapeUpload {
  readonly tapeType: string;
  readonly files: readonly UploadedFileInfo[];
}

/**
 * Checks a tape upload: the tape type first (one of the persona's options, else 'Please
 * select required field.'), then that a file was picked, then the upload rules for tapes.
 */
export function checkTapeUpload(
  persona: LoanPersona | null,
  upload: TapeUpload,
): Result<{ tapeType: string; file: UploadedFileInfo }, DomainError> {
  if (!tapeUploadOptionsFor(persona).includes(upload.tapeType))
    return err(domainError('invalid', 'TAPE.TYPE_REQUIRED', M.selectRequiredField));
  if (upload.files.length === 0) return err(domainError('invalid', 'UPLOAD.NO_FILE', M.selectExcelFile));
  const file = checkUpload(upload.files, 'tape');
  return file.ok ? ok({ tapeType: upload.tapeType, file: file.value }) : file;
}

/** The bulk bid upload takes one .xlsx file. */
export function checkBulkBidUpload(
  files: readonly UploadedFileInfo[],
): Result<UploadedFileInfo, DomainError> {
  return checkUpload(files, 'bulkBid');
}

const refuse = (code: string, message: string) => err(domainError('rule_violation', code, message));

/** Reprice works on exactly one selected loan; returns its id. */
export function checkRepriceSelection(loanIds: readonly string[]): Result<string, DomainError> {
  return loanIds.length === 1 ? ok(loanIds[0]!) : refuse('REPRICE.SELECTION', M.selectExactlyOneLoan);
}

/** Transfer needs at least one selected loan; returns the distinct ids in order. */
export function checkTransferSelection(loanIds: readonly string[]): Result<readonly string[], DomainError> {
  const distinct = [...new Set(loanIds)];
  return distinct.length > 0 ? ok(distinct) : refuse('TRANSFER.SELECTION', M.selectAtLeastOneLoan);
}
