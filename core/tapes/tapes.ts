import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { type LoanSearchInput, loanSearchInputSchema, normalizeFilters } from '../loans/loan-filters';
import { loanErrors } from '../loans/loans.errors';
import { parseInput } from '../loans/parse-input';
import { type LoanSearchOutcome, searchVisibleLoans } from '../loans/search-loans';
import { visibilityFor } from '../loans/visibility';
import type { Actor } from '../permissions/actor';
import type { TradingDeps, TradingStores } from '../ports/stores';
import { transact } from '../ports/unit-of-work';

/**
 * The Loan Tapes screen (spec §2): one tile per tape the viewer can see loans of — tape name,
 * loan count, issuing authority — and a tape's loans. The count is of the loans the viewer
 * can see (for a lender, the whole tape), so a tile never promises loans its table hides.
 */

export interface TapeTile {
  readonly tapeName: string;
  readonly loanCount: number;
  readonly issuingAuthority: string;
  readonly lenderId: string;
}

/** The tiles of the tapes `actor` can see loans of, ordered by tape name. */
export async function listTapes(deps: TradingDeps, actor: Actor): Promise<Result<TapeTile[], DomainError>> {
  return transact(deps.uow, (s) => tapeTilesIn(s, actor));
}

/** `listTapes` inside an open transaction (for use cases that read tiles with other things). */
export async function tapeTilesIn(s: TradingStores, actor: Actor): Promise<Result<TapeTile[], DomainError>> {
  const visibility = await visibilityFor(s, actor);
  if (visibility === null) return err(loanErrors.forbidden('see loan tapes'));
  const counts = await s.loans.countByTape(visibility);
  const tapes = new Map((await s.tapes.getMany(counts.map((c) => c.tapeName))).map((t) => [t.name, t]));
  return ok(
    counts.flatMap(({ tapeName, count }) => {
      const tape = tapes.get(tapeName);
      return tape
        ? [{ tapeName, loanCount: count, issuingAuthority: tape.issuingAuthority, lenderId: tape.lenderId }]
        : [];
    }),
  );
}

/** The loans of one tape that `actor` can see, filtered and paged like `searchLoans`. */
export async function tapeLoans(
  deps: TradingDeps,
  actor: Actor,
  input: { tapeName: string } & Omit<LoanSearchInput, 'tapeName'>,
): Promise<Result<LoanSearchOutcome, DomainError>> {
  const parsed = parseInput(loanSearchInputSchema, input);
  if (!parsed.ok) return parsed;
  const filters = normalizeFilters(parsed.value);
  if (!filters.ok) return filters;
  const { page, limit, tapeName } = parsed.value;
  if (!tapeName)
    return err(loanErrors.invalidInput([{ path: 'tapeName', message: 'A tape name is required' }]));
  return transact(deps.uow, async (s) => {
    const found = await searchVisibleLoans(s, actor, {
      filters: { ...filters.value, tapeName },
      page,
      limit,
    });
    if (!found.ok) return found;
    // An unknown tape and a tape with nothing visible answer alike, so names do not leak.
    if (found.value.total === 0 && !(await tapeHasVisibleLoans(s, actor, tapeName))) {
      return err(loanErrors.tapeNotFound(tapeName));
    }
    return found;
  });
}

async function tapeHasVisibleLoans(s: TradingStores, actor: Actor, tapeName: string) {
  const visibility = await visibilityFor(s, actor);
  if (visibility === null) return false;
  return (await s.loans.countByTape(visibility)).some((c) => c.tapeName === tapeName);
}
