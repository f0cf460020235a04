import { describe, expect, it } from 'vitest';
import { makeLoan } from './testing/loan-samples';
import { actor, loansWorld } from './testing/loans-world';
import { loanSightOf, visibilityFor } from './visibility';

async function world() {
  const w = loansWorld();
  await w.seed([
    makeLoan({ id: 'l1', loanNumber: '1', tapeName: 'T1', lenderId: 'lender-1', ownerId: 'lender-1' }),
    makeLoan({
      id: 'l2',
      loanNumber: '2',
      tapeName: 'T1',
      lenderId: 'lender-1',
      ownerId: 'lender-1',
      status: 'bidding',
    }),
    makeLoan({
      id: 'l3',
      loanNumber: '3',
      tapeName: 'T2',
      lenderId: 'lender-2',
      ownerId: 'lender-2',
      status: 'awarded',
    }),
    makeLoan({ id: 'l4', loanNumber: '4', tapeName: 'T2', lenderId: 'lender-2', ownerId: 'investor-1' }),
    makeLoan({
      id: 'l5',
      loanNumber: '5',
      tapeName: 'T2',
      lenderId: 'lender-2',
      ownerId: 'lender-2',
      status: 'awarded',
    }),
  ]);
  await w.addAward('l3', 'investor-2', '2026-01-01T00:00:00.000Z');
  await w.addAward('l3', 'investor-1', '2026-01-02T00:00:00.000Z'); // re-offered: the newest award counts
  await w.addAward('l5', 'investor-2');
  await w.addDdCase('T1', 'dd-1');
  return w;
}

async function visibleIds(w: Awaited<ReturnType<typeof world>>, who: ReturnType<typeof actor>) {
  return w.deps.uow.run(async (s) => {
    const v = await visibilityFor(s, who);
    if (v === null) return null;
    return (await s.loans.search({ visibility: v, filters: {}, page: 1, limit: 500 })).items.map((l) => l.id);
  });
}

describe('who sees which loans', () => {
  it('a lender sees the loans it published or owns', async () => {
    const w = await world();
    expect(await visibleIds(w, actor('lender-1', 'lender'))).toEqual(['l1', 'l2']);
    expect(await visibleIds(w, actor('lender-2', 'lender'))).toEqual(['l3', 'l4', 'l5']);
  });

  it('an investor sees loans open for bidding, awarded to it, or owned by it', async () => {
    const w = await world();
    expect(await visibleIds(w, actor('investor-1', 'investor'))).toEqual(['l2', 'l3', 'l4']);
    expect(await visibleIds(w, actor('investor-2', 'investor'))).toEqual(['l2', 'l5']);
  });

  it('due-diligence firms and rating agencies see the tapes they review', async () => {
    const w = await world();
    expect(await visibleIds(w, actor('dd-1', 'due_diligence'))).toEqual(['l1', 'l2']);
    expect(await visibleIds(w, actor('dd-1', 'rating_agency_17g5'))).toEqual(['l1', 'l2']);
    expect(await visibleIds(w, actor('dd-2', 'rating_agency'))).toEqual([]);
  });

  it('operators see every loan; users without a loan persona see none', async () => {
    const w = await world();
    expect(await visibleIds(w, actor('ops', 'operator'))).toEqual(['l1', 'l2', 'l3', 'l4', 'l5']);
    expect(await visibleIds(w, actor('someone', null))).toBeNull();
  });

  it('answers loan by loan what the listings show, and nothing to a user without a loan persona', async () => {
    const w = await world();
    const who = [
      actor('investor-1', 'investor'),
      actor('dd-1', 'due_diligence'),
      actor('lender-2', 'lender'),
      actor('someone', null),
    ];
    for (const a of who) {
      const seen = await w.deps.uow.run(async (s) => {
        const sees = loanSightOf(s, a);
        const loans = await s.loans.getMany(['l1', 'l2', 'l3', 'l4', 'l5']);
        const out: string[] = [];
        for (const loan of loans) if (await sees(loan)) out.push(loan.id);
        return out;
      });
      expect(seen).toEqual((await visibleIds(w, a)) ?? []);
    }
  });
});
