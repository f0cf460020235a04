import type { Loan } from '../loans/loan';
import { type Cents, sumCents } from '../money/cents';
import { headerKey } from '../tapes/header-key';

/**
 * The pool by property state: a categorical strat beside the numeric bands of `strats.ts`. A
 * loan's state is not a platform field; it stays among the tape columns the loan kept, under
 * the names the generated tapes read it by (`State`, else the update diff's `propstate` — the
 * rule of core/tapes/layouts), else the public HMDA LAR's `state_code`; any case and spacing.
 * Two-letter codes are compared in upper case; a loan with no state is counted under
 * 'Unknown', so the groups add up to the pool.
 */

/** The tape columns that hold a loan's property state, in order of preference. */
export const STATE_COLUMNS = ['State', 'propstate', 'state_code'] as const;

/** The group of loans whose tape gave no property state. */
export const UNKNOWN_STATE = 'Unknown';

export interface StateGroup {
  /** The state as the tape wrote it (two-letter codes in upper case), or 'Unknown'. */
  readonly state: string;
  readonly count: number;
  readonly balanceCents: Cents;
  /** Shares of the pool, 0..1 (0 for an empty pool). */
  readonly countShare: number;
  readonly balanceShare: number;
}

const WANTED = STATE_COLUMNS.map(headerKey);

/** The loan's property state from its tape columns, or null when the tape gave none. */
export function propertyStateOf(loan: Pick<Loan, 'attributes'>): string | null {
  const entries = Object.entries(loan.attributes);
  for (const key of WANTED) {
    for (const [name, value] of entries) {
      const state = value.trim();
      if (headerKey(name) === key && state !== '')
        return /^[a-z]{2}$/i.test(state) ? state.toUpperCase() : state;
    }
  }
  return null;
}

/**
 * The loans grouped by property state, by balance descending (then by name); 'Unknown', if
 * any, comes last whatever its balance, as it is no state.
 */
export function stratifyByState(loans: readonly Loan[]): StateGroup[] {
  const groups = new Map<string, Loan[]>();
  for (const loan of loans) {
    const state = propertyStateOf(loan) ?? UNKNOWN_STATE;
    const group = groups.get(state);
    if (group) group.push(loan);
    else groups.set(state, [loan]);
  }
  const totalBalance = sumCents(loans.map((l) => l.amountCents));
  const rows = [...groups].map(([state, group]): StateGroup => {
    const balanceCents = sumCents(group.map((l) => l.amountCents));
    return {
      state,
      count: group.length,
      balanceCents,
      countShare: group.length / loans.length,
      balanceShare: totalBalance === 0 ? 0 : balanceCents / totalBalance,
    };
  });
  const unknownLast = (g: StateGroup) => (g.state === UNKNOWN_STATE ? 1 : 0);
  return rows.sort(
    (a, b) =>
      unknownLast(a) - unknownLast(b) ||
      b.balanceCents - a.balanceCents ||
      (a.state < b.state ? -1 : a.state > b.state ? 1 : 0),
  );
}
