import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { cents } from '../money/cents';
import { favouriteToSearchInput } from './favourite-filter';
import { deleteFavouriteFilter, listFavouriteFilters, saveFavouriteFilter } from './favourite-filters';
import { searchLoans } from './search-loans';
import { makeLoan } from './testing/loan-samples';
import { actor, loansWorld } from './testing/loans-world';

const investor = actor('investor-1', 'investor');
const prime = { name: 'Prime', values: [{ label: 'fico' as const, value: [740, 850] as [number, number] }] };

describe('favourite filters', () => {
  it('saves, lists by name and deletes a user’s favourites', async () => {
    const w = loansWorld();
    const saved = unwrap(await saveFavouriteFilter(w.deps, investor, prime));
    unwrap(
      await saveFavouriteFilter(w.deps, investor, {
        name: 'Jumbo',
        values: [{ label: 'loan amount', value: [766_550, 3_000_000] }],
      }),
    );
    expect(unwrap(await listFavouriteFilters(w.deps, investor)).map((f) => f.name)).toEqual([
      'Jumbo',
      'Prime',
    ]);
    expect(unwrap(await deleteFavouriteFilter(w.deps, investor, { id: saved.id }))).toEqual({ id: saved.id });
    expect(unwrap(await listFavouriteFilters(w.deps, investor)).map((f) => f.name)).toEqual(['Jumbo']);
  });

  it('saving under an existing name replaces the values and keeps the favourite', async () => {
    const w = loansWorld();
    const first = unwrap(await saveFavouriteFilter(w.deps, investor, prime));
    const again = unwrap(
      await saveFavouriteFilter(w.deps, investor, {
        name: 'Prime',
        values: [{ label: 'ltv', value: [0, 80] }],
      }),
    );
    expect(again).toMatchObject({ id: first.id, values: [{ label: 'ltv', value: [0, 80] }] });
    expect(unwrap(await listFavouriteFilters(w.deps, investor))).toHaveLength(1);
  });

  it("keeps each user's favourites private: another user's id is not found", async () => {
    const w = loansWorld();
    const saved = unwrap(await saveFavouriteFilter(w.deps, investor, prime));
    const other = actor('investor-2', 'investor');
    expect(unwrap(await listFavouriteFilters(w.deps, other))).toEqual([]);
    expect(await deleteFavouriteFilter(w.deps, other, { id: saved.id })).toMatchObject({
      ok: false,
      error: { kind: 'not_found', code: 'FAVOURITE.NOT_FOUND' },
    });
  });

  it('accepts only the §9 filter names, complete ordered pairs, each name once', async () => {
    const w = loansWorld();
    const refused = [
      { name: 'X', values: [{ label: 'interest rate', value: [1, 2] }] },
      { name: 'X', values: [{ label: 'fico', value: [800, 700] }] },
      { name: 'X', values: [{ label: 'fico', value: [700, null] }] },
      { name: 'X', values: [prime.values[0], prime.values[0]] },
      { name: 'X', values: [] },
      { name: ' ', values: prime.values },
    ];
    for (const input of refused) {
      expect(await saveFavouriteFilter(w.deps, investor, input as never)).toMatchObject({
        ok: false,
        error: { kind: 'invalid' },
      });
    }
  });

  it('refuses users without a loan persona', async () => {
    const w = loansWorld();
    const nobody = actor('x', null);
    expect(await saveFavouriteFilter(w.deps, nobody, prime)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await listFavouriteFilters(w.deps, nobody)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(await deleteFavouriteFilter(w.deps, nobody, { id: 'f' })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });

  it('a favourite applied to the search filters the loans as its ranges say', async () => {
    const w = loansWorld();
    await w.seed([
      makeLoan({ id: 'a', loanNumber: '1', fico: 700, amountCents: cents(20_000_000), status: 'bidding' }),
      makeLoan({ id: 'b', loanNumber: '2', fico: 760, amountCents: cents(20_000_000), status: 'bidding' }),
      makeLoan({ id: 'c', loanNumber: '3', fico: 780, amountCents: cents(90_000_000), status: 'bidding' }),
    ]);
    const fav = unwrap(
      await saveFavouriteFilter(w.deps, investor, {
        name: 'Prime conforming',
        values: [...prime.values, { label: 'loan amount', value: [100_000, 766_550] }],
      }),
    );
    const r = unwrap(await searchLoans(w.deps, investor, favouriteToSearchInput(fav.values)));
    expect(r.items.map((v) => v.loan.id)).toEqual(['b']);
  });
});
