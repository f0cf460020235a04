import { BAD, BLANK, type CellValue, okCell } from './values';

/**
 * Calendar dates as tapes write them, turned into ISO `YYYY-MM-DD` without the Date object
 * (no time zone can shift a day): ISO (a time part is ignored), `YYYYMMDD`, US `M/D/YYYY`
 * (or with dashes), and Excel serial numbers (1900 date system). Two-digit years are refused:
 * "01/02/24" could be 1924 or 2024. Years outside 1900–2199 are refused as typing errors.
 */

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const US = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const SERIAL = /^\d{1,6}(?:\.\d+)?$/;

const MIN_YEAR = 1900;
const MAX_YEAR = 2199;

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  return [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

function iso(y: number, m: number, d: number): string | null {
  if (y < MIN_YEAR || y > MAX_YEAR || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days since 1970-01-01 of a civil date (H. Hinnant's algorithm). */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/** The civil date of a day number (inverse of `dayNumber`). */
export function civilDate(days: number): readonly [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [era * 400 + yoe + (m <= 2 ? 1 : 0), m, d];
}

// Excel counts 1900-01-01 as day 1 and keeps Lotus's fictitious 1900-02-29 as day 60.
const EXCEL_EPOCH = dayNumber(1899, 12, 30);

/** The ISO date of an Excel serial (its time part dropped), or null for day 60 and out-of-range serials. */
export function isoFromExcelSerial(serial: number): string | null {
  const whole = Math.floor(serial);
  if (whole < 1 || whole === 60) return null;
  const [y, m, d] = civilDate(EXCEL_EPOCH + whole + (whole < 60 ? 1 : 0));
  return iso(y, m, d);
}

/** Reads a date in any of the accepted forms into ISO `YYYY-MM-DD`. */
export function parseDateText(input: string): CellValue<string> {
  const text = input.trim();
  if (text === '') return BLANK;
  const match = ISO.exec(text) ?? COMPACT.exec(text);
  let result: string | null = null;
  if (match) result = iso(Number(match[1]), Number(match[2]), Number(match[3]));
  else if (US.test(text)) {
    const [, m, d, y] = US.exec(text)!;
    result = iso(Number(y), Number(m), Number(d));
  } else if (SERIAL.test(text)) result = isoFromExcelSerial(Number(text));
  return result === null ? BAD : okCell(result);
}

/** `YYYY-MM-DD` → `MM/DD/YYYY`. */
export function usDate(isoDate: string): string {
  return `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
}

/** Whole months from `from` to `to`, counting calendar months only (days ignored). */
export function monthsBetween(from: string, to: string): number {
  const months = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  return months(to) - months(from);
}
