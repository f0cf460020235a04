import * as XLSX from 'xlsx';

/**
 * A SheetJS cell as the text a tape reader expects. Numbers keep their value, not the
 * displayed rounding; a number formatted as a date becomes an ISO date and one formatted as a
 * percent becomes "6.125%" (Excel stores 6.125% as 0.06125). Error cells keep Excel's text
 * (#N/A …) so the edits can say what they found. A workbook saved in the 1904 date system
 * (Excel for Mac before 2011, some exporters) counts its serials from 1904-01-01: the same
 * serial is a date four years and a day later than in the 1900 system.
 */

const ERRORS: Readonly<Record<number, string>> = {
  0: '#NULL!',
  7: '#DIV/0!',
  15: '#VALUE!',
  23: '#REF!',
  29: '#NAME?',
  36: '#NUM!',
  42: '#N/A',
  43: '#GETTING_DATA',
};

/** The shortest text of a number, without binary noise such as 0.30000000000000004. */
export function numberText(n: number): string {
  // A shortest form of at most 15 significant digits is already what 15-digit rounding gives
  // back (any such decimal survives the trip through a double), so only longer ones are rounded.
  const shortest = String(n);
  return significantDigits(shortest) <= 15 ? shortest : String(Number(n.toPrecision(15)));
}

/** Significant digits of a number's text (sign, point, leading zeros and exponent not counted). */
function significantDigits(text: string): number {
  let digits = 0;
  let leading = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x65 || c === 0x45) break; // e, E: the exponent follows
    if (c < 0x30 || c > 0x39) continue;
    if (leading && c === 0x30) continue;
    leading = false;
    digits++;
  }
  return digits;
}

// A '%' outside quoted literals and brackets makes the format a percent format.
const isPercentFormat = (format: string) => format.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '').includes('%');

function dateText(serial: number, date1904: boolean): string {
  const d = XLSX.SSF.parse_date_code(serial, { date1904 });
  if (!d || d.y < 1900) return numberText(serial);
  return `${String(d.y).padStart(4, '0')}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
}

/** The cell's text ('' for an empty cell). */
export function cellText(cell: XLSX.CellObject | undefined, date1904 = false): string {
  if (!cell) return '';
  const { t, v } = cell;
  if (t === 's') return String(v ?? '');
  if (t === 'b') return v ? 'TRUE' : 'FALSE';
  if (t === 'e') return ERRORS[Number(v)] ?? '#ERROR';
  if (t === 'd') return v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '');
  if (t === 'n' && typeof v === 'number') {
    const format = typeof cell.z === 'string' ? cell.z : '';
    if (format !== '' && format !== 'General') {
      if (XLSX.SSF.is_date(format)) return dateText(v, date1904);
      if (isPercentFormat(format)) return `${numberText(v * 100)}%`;
    }
    return numberText(v);
  }
  return '';
}
