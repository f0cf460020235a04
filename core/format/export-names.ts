/**
 * File names of the spreadsheet exports (spec §9): download.xlsx, stakeholder_data_{tape}.xlsx,
 * compare_fields_{loan}_{tape}.xlsx, obs_bid_{date}.xlsx. Tape names and loan ids are typed
 * by users, so characters that no file system accepts (/ \ : * ? " < > | and control
 * characters) become '_'; the date is the UTC calendar day as YYYY-MM-DD, which sorts by name.
 */

/** The generic export name used when a screen has nothing more specific (spec §9). */
export const DOWNLOAD_FILE_NAME = 'download.xlsx';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/** Makes one part of a file name safe on every OS; an empty part becomes 'unnamed'. */
export function safeFileNamePart(part: string): string {
  const safe = part.trim().replace(UNSAFE, '_');
  return safe.length === 0 ? 'unnamed' : safe;
}

/** @example stakeholderDataFileName('Tape A') // 'stakeholder_data_Tape A.xlsx' */
export function stakeholderDataFileName(tapeName: string): string {
  return `stakeholder_data_${safeFileNamePart(tapeName)}.xlsx`;
}

/** @example compareFieldsFileName('LN-1', 'Tape A') // 'compare_fields_LN-1_Tape A.xlsx' */
export function compareFieldsFileName(loanId: string, tapeName: string): string {
  return `compare_fields_${safeFileNamePart(loanId)}_${safeFileNamePart(tapeName)}.xlsx`;
}

/**
 * The observation-environment bid export, dated with the UTC day of `now` (passed in: core never
 * reads the clock).
 *
 * @example observationBidFileName(new Date('2026-01-05T23:59:00Z')) // 'obs_bid_2026-01-05.xlsx'
 */
export function observationBidFileName(now: Date): string {
  return `obs_bid_${now.toISOString().slice(0, 10)}.xlsx`;
}
