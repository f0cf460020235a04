import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { searchLoans } from './search-loans';
import { makeLoan } from './testing/loan-samples';
import { actor, loansWorld } from './testing/loans-world';

const investor = actor('investor-1', 'investor');
const lender = actor('lender-1', 'lender');

async function world() {
  const w = loansWorld();
  await w.seed([
    makeLoan({ id: 'l1', loanNumber: 'LN-1', fico: 700, status: 'bidding' }),
    makeLoan({ id: 'l2', loanNumber: 'LN-2', fico: 760, status: 'bidding' }),
    makeLoan({ id: 'l3', loanNumber: 'LN-3', fico: 800, status: 'listed' }),
    makeLoan({ id: 'l4', loanNumber: 'XY-4', fico: 780, status: 'bidding' }),
  ]);
  return w;
}

describe('searchLoans', () => {
  it('returns the visible loans that pass the filters, a page at a time, with the total', async () => {
    const w = await world();
    const r = unwrap(await searchLoans(w.deps, investor, { ficoRange: [720, 850], page: 1, limit: 1 }));
    expect(r.total).toBe(2);
    expect(r.items.map((v) => v.loan.id)).toEqual(['l2']);
    const next = unwrap(await searchLoans(w.deps, investor, { ficoRange: [720, 850], page: 2, limit: 1 }));
    expect(next.items.map((v) => v.loan.id)).toEqual(['l4']);
  });

  it('ignores a range with an open end and matches loan id text', async () => {
    const w = await world();
    const r = unwrap(await searchLoans(w.deps, investor, { ficoRange: [790, null], loanId: 'ln-' }));
    expect(r.items.map((v) => v.loan.id)).toEqual(['l1', 'l2']);
  });

  it('masks borrowers for an investor who does not own the loan, not for the owning lender', async () => {
    const w = await world();
    const seenByInvestor = unwrap(await searchLoans(w.deps, investor, {})).items[0]!;
    expect(seenByInvestor.borrowerMasked).toBe(true);
    expect(seenByInvestor.loan.borrower.lastName).toBeNull();
    const seenByLender = unwrap(await searchLoans(w.deps, lender, {})).items[0]!;
    expect(seenByLender.borrowerMasked).toBe(false);
    expect(seenByLender.loan.borrower.lastName).toBe('Lovelace');
  });

  it("tells each viewer the loan's status in their own pool", async () => {
    const w = await world();
    await w.deps.uow.run((s) => s.pools.setStatus('investor-1', ['l1'], 'Added', '2026-01-01T00:00:00.000Z'));
    const r = unwrap(await searchLoans(w.deps, investor, {}));
    expect(r.items.map((v) => v.poolStatus)).toEqual(['Added', null, null]);
    const other = unwrap(await searchLoans(w.deps, actor('investor-2', 'investor'), {}));
    expect(other.items.map((v) => v.poolStatus)).toEqual([null, null, null]);
  });

  it('refuses a user without a loan persona', async () => {
    const w = await world();
    const r = await searchLoans(w.deps, actor('x', null), {});
    expect(r).toMatchObject({ ok: false, error: { kind: 'forbidden', code: 'LOAN.FORBIDDEN' } });
  });

  it('refuses malformed input and reversed ranges with the spec message', async () => {
    const w = await world();
    expect(await searchLoans(w.deps, investor, { limit: 0 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', code: 'LOAN.INVALID_INPUT', message: 'Invalid Input' },
    });
    expect(await searchLoans(w.deps, investor, { dtiRange: [40, 20] })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', code: 'LOAN.INVALID_RANGE', message: 'Invalid Input' },
    });
  });
});
