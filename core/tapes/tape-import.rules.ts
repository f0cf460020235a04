import { canonicalJson } from '../format/canonical-json';
import type { Loan } from '../loans/loan';
import type { LoanDraft } from '../loans/loan-draft';

/**
 * Pure rules of a tape import. A re-import with `update` changes only loans the lender still
 * holds untraded — owned by the lender and merely listed. A loan in bidding, awarded or sold
 * keeps the data it was offered or bought with: changing it under a bidder or a buyer would
 * change what they bid on or bought.
 */

/** True when the loan has entered trading and an import must leave it as it is. */
export function isTraded(loan: Loan, lenderId: string): boolean {
  return loan.status !== 'listed' || loan.ownerId !== lenderId;
}

/** The issuing authority shown on a new tape's tile: the most common among its loans (first seen wins ties). */
export function dominantIssuingAuthority(drafts: readonly LoanDraft[]): string {
  return dominantOf(countAuthorities(new Map(), drafts));
}

/** Adds the issuing authorities of `drafts` to `counts` (first seen first), for an import read in chunks. */
export function countAuthorities(
  counts: Map<string, number>,
  drafts: readonly Pick<LoanDraft, 'issuingAuthority'>[],
): Map<string, number> {
  for (const d of drafts) counts.set(d.issuingAuthority, (counts.get(d.issuingAuthority) ?? 0) + 1);
  return counts;
}

/** The most counted authority of `counts`, the first seen winning ties ('' when empty). */
export function dominantOf(counts: ReadonlyMap<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [authority, count] of counts) {
    if (count > bestCount) [best, bestCount] = [authority, count];
  }
  return best;
}

/** Equal data, whatever order a store returns an object's keys in (an absent value equals only another). */
const sameValue = (a: unknown, b: unknown) =>
  a === b || (a !== undefined && b !== undefined && canonicalJson(a) === canonicalJson(b));

/** True when every field the draft describes already has that value on the loan (nothing to update). */
export function sameDetails(loan: Loan, draft: LoanDraft): boolean {
  return (Object.keys(draft) as (keyof LoanDraft)[]).every((key) => sameValue(loan[key], draft[key]));
}
