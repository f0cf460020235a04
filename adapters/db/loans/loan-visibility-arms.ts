import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { LoanVisibility } from '../../../core/loans/loan-query';
import type { Database } from '../schema';

/**
 * A viewer's visibility (`isVisible` in core/loans/loan-query.ts) as disjoint arms, each an index
 * seek, so a search reads what the viewer may see rather than the whole table: an investor's
 * loans open for bidding are a fifth of a tape market, its own loans a handful. The OR of the
 * clauses, tested on every entry of the search index, made an investor's count read all of it.
 *
 * Each arm is one clause minus the clauses before it, so the arms never share a loan and their
 * counts add up and their ids merge without a duplicate:
 * 1. status among `statuses` — `(status, …)`: the status search index (0022) or (status, id);
 * 2. tape among `tapeNames`, not 1 — (tape_name, id);
 * 3. published by the party, not 1–2 — (lender_id, id);
 * 4. owned by the party and published by someone else, not 1–2 — two range seeks of
 *    (owner_id, lender_id, status, id) (0022), either side of the party's own id, so a lender
 *    owning most of what it published never walks those entries;
 * 5. one of `loanIds`, not 1–4 — the primary key.
 * Every column tested is NOT NULL, so "not" means what it says.
 */
type Eb = ExpressionBuilder<Database, 'loans'>;

/** One arm: its WHERE clause. */
export type VisibilityArm = (eb: Eb) => Expression<SqlBool>;

/** The arms of `v`, in order; none for a viewer who sees everything (one scan is the answer). */
export function visibilityArms(v: LoanVisibility): VisibilityArm[] {
  if (v.everything) return [];
  const statuses = [...v.statuses];
  const tapes = [...v.tapeNames];
  const party = v.partyId;
  const notEarlier = (eb: Eb, upTo: 'tapes' | 'party' | 'all'): Expression<SqlBool>[] => {
    const terms: Expression<SqlBool>[] = [];
    if (statuses.length > 0) terms.push(eb('status', 'not in', statuses));
    if (upTo !== 'tapes' && tapes.length > 0) terms.push(eb('tape_name', 'not in', tapes));
    if (upTo === 'all' && party !== null)
      terms.push(eb('lender_id', '<>', party), eb('owner_id', '<>', party));
    return terms;
  };
  const arms: VisibilityArm[] = [];
  if (statuses.length > 0) arms.push((eb) => eb('status', 'in', statuses));
  if (tapes.length > 0) arms.push((eb) => eb.and([eb('tape_name', 'in', tapes), ...notEarlier(eb, 'tapes')]));
  if (party !== null) {
    arms.push((eb) => eb.and([eb('lender_id', '=', party), ...notEarlier(eb, 'party')]));
    for (const side of ['<', '>'] as const) {
      arms.push((eb) =>
        eb.and([eb('owner_id', '=', party), eb('lender_id', side, party), ...notEarlier(eb, 'party')]),
      );
    }
  }
  if (v.loanIds.length > 0) {
    const ids = [...v.loanIds];
    arms.push((eb) => eb.and([eb('id', 'in', ids), ...notEarlier(eb, 'all')]));
  }
  return arms;
}

/** `sum(n)` of the arms' counts as one number on both databases (PostgreSQL sums to numeric). */
export const sumOfCounts = sql<number | string>`coalesce(sum(n), 0)`;
