/**
 * Display shortening of file names (spec §5, §9: names over 50 characters get an ellipsis).
 * Shape: the start of the name, then '…' (one character, U+2026), then the extension with its
 * dot, 50 characters in all: a 60-character 'x….xlsx' shows its first 44 characters, '…', '.xlsx'.
 * An "extension" is 1–10 letters or digits after the last dot; a name without one keeps its
 * first 49 characters. Characters are counted as code points, so no emoji is cut in half.
 */
import { FILE_NAME_DISPLAY_LIMIT } from './constants';

const ELLIPSIS = '…';
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * Returns `name` unchanged when it has at most 50 characters, else its shortened form.
 * @example shortenFileName(`${'a'.repeat(60)}.pdf`) // `${'a'.repeat(45)}….pdf`
 */
export function shortenFileName(name: string): string {
  const limit = FILE_NAME_DISPLAY_LIMIT;
  const chars = Array.from(name);
  if (chars.length <= limit) return name;
  const match = EXTENSION.exec(name);
  // A name that is nearly all extension cannot keep it whole; treat it as having none.
  const extension = match && match.index > 0 ? match[0] : '';
  const headLength = limit - ELLIPSIS.length - Array.from(extension).length;
  const stem = chars.slice(0, chars.length - Array.from(extension).length);
  return `${stem.slice(0, headLength).join('')}${ELLIPSIS}${extension}`;
}
