/**
 * The loan detail panel of spec §2: Primary Information (Escrow Balance, Units, Maturity Date,
 * First Payment Date, Occupancy Status) and Financial Details (Appraised Value, Interest Rate,
 * Purpose, QM Status, Property Type), read from a loan's name/value attribute lists as the API
 * sends them (spec §3 ingested_attributes and states[0].digital_contract_attributes) and
 * formatted as §9 says. Pure, so every screen showing a loan shows the same labels and values.
 */
import { formatDate } from '../format/dates';
import { formatUsd } from '../format/money';
import { formatThousands } from '../format/numbers';
import { parseDollars } from '../money/cents';

/** One attribute as the API lists it. */
export interface NamedValue {
  readonly name: string;
  readonly value: string | number | boolean | null;
}

/** One labelled line of the panel; `value` is display text, '-' when the loan lacks it. */
export interface DetailLine {
  readonly label: string;
  readonly value: string;
}

/** The panel's two sections, in the spec's order. */
export interface LoanDetailSections {
  readonly primary: readonly DetailLine[];
  readonly financial: readonly DetailLine[];
}

const MISSING = '-';

type Format = (value: string | number | boolean) => string;

const text: Format = (v) => String(v).trim() || MISSING;
const money: Format = (v) => {
  const c = parseDollars(typeof v === 'boolean' ? '' : v);
  return c === null ? MISSING : formatUsd(c);
};
const count: Format = (v) => {
  const n = Number(v);
  return typeof v !== 'boolean' && Number.isFinite(n) ? formatThousands(n) : MISSING;
};
const date: Format = (v) => (typeof v === 'boolean' ? MISSING : formatDate(String(v)));
const percent: Format = (v) => {
  const n = Number(v);
  return typeof v !== 'boolean' && String(v).trim() !== '' && Number.isFinite(n) ? `${n}%` : MISSING;
};

function lookup(lists: readonly (readonly NamedValue[])[], names: readonly string[]) {
  for (const list of lists) {
    for (const name of names) {
      const hit = list.find((entry) => entry.name === name);
      if (hit !== undefined && hit.value !== null) return hit.value;
    }
  }
  return null;
}

function line(
  lists: readonly (readonly NamedValue[])[],
  label: string,
  names: readonly string[],
  format: Format,
): DetailLine {
  const value = lookup(lists, names);
  return { label, value: value === null ? MISSING : format(value) };
}

/**
 * The panel's lines for a loan: the ingested attributes are read first, then the first state's
 * digital contract attributes (interest rate, purpose, QM status live there).
 *
 * @example loanDetailSections([{ name: 'NUMBER_OF_UNITS', value: 2 }], []).primary[1] // { label: 'Units', value: '2' }
 */
export function loanDetailSections(
  ingested: readonly NamedValue[],
  contract: readonly NamedValue[],
): LoanDetailSections {
  const lists = [ingested, contract];
  return {
    primary: [
      line(lists, 'Escrow Balance', ['ESCROW_BALANCE'], money),
      line(lists, 'Units', ['NUMBER_OF_UNITS'], count),
      line(lists, 'Maturity Date', ['MATURITY_DATE'], date),
      line(lists, 'First Payment Date', ['FIRST_PAYMENT_DUE_DATE'], date),
      line(lists, 'Occupancy Status', ['Occupancy Code', 'occupancy'], text),
    ],
    financial: [
      line(lists, 'Appraised Value', ['APPRAISAL_AMOUNT'], money),
      line(lists, 'Interest Rate', ['interestrate'], percent),
      line(lists, 'Purpose', ['purpose'], text),
      line(lists, 'QM Status', ['QM status'], text),
      line(lists, 'Property Type', ['PROPERTY_TYPE_CODE_V', 'property_type'], text),
    ],
  };
}
