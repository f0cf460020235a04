import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { makeLoan } from '../loans/testing/loan-samples';
import { actor, loansWorld } from '../loans/testing/loans-world';
import { listTapes, tapeLoans } from './tapes';

async function world() {
  const w = loansWorld();
  await w.seed([
    makeLoan({
      id: 'a1',
      loanNumber: '1',
      tapeName: 'Alpha',
      issuingAuthority: 'Fannie Mae',
      status: 'bidding',
    }),
    makeLoan({ id: 'a2', loanNumber: '2', tapeName: 'Alpha', issuingAuthority: 'Fannie Mae' }),
    makeLoan({
      id: 'b1',
      loanNumber: '1',
      tapeName: 'Beta',
      issuingAuthority: 'Freddie Mac',
      lenderId: 'lender-2',
      ownerId: 'lender-2',
    }),
  ]);
  return w;
}

describe('listTapes', () => {
  it('shows a lender its tapes with their loan count and issuing authority', async () => {
    const w = await world();
    expect(unwrap(await listTapes(w.deps, actor('lender-1', 'lender')))).toEqual([
      { tapeName: 'Alpha', loanCount: 2, issuingAuthority: 'Fannie Mae', lenderId: 'lender-1' },
    ]);
  });

  it('counts for an investor only the loans it can see', async () => {
    const w = await world();
    expect(unwrap(await listTapes(w.deps, actor('investor-1', 'investor')))).toEqual([
      { tapeName: 'Alpha', loanCount: 1, issuingAuthority: 'Fannie Mae', lenderId: 'lender-1' },
    ]);
  });

  it('shows a due-diligence firm the tapes it reviews, an operator every tape', async () => {
    const w = await world();
    await w.addDdCase('Beta', 'dd-1');
    expect(unwrap(await listTapes(w.deps, actor('dd-1', 'due_diligence'))).map((t) => t.tapeName)).toEqual([
      'Beta',
    ]);
    expect(
      unwrap(await listTapes(w.deps, actor('ops', 'operator'))).map((t) => [t.tapeName, t.loanCount]),
    ).toEqual([
      ['Alpha', 2],
      ['Beta', 1],
    ]);
  });

  it('refuses a user without a loan persona', async () => {
    const w = await world();
    expect(await listTapes(w.deps, actor('x', null))).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });
});

describe('tapeLoans', () => {
  it("lists a tape's loans visible to the viewer, filtered and paged", async () => {
    const w = await world();
    const r = unwrap(
      await tapeLoans(w.deps, actor('lender-1', 'lender'), { tapeName: 'Alpha', status: 'listed' }),
    );
    expect(r.items.map((v) => v.loan.id)).toEqual(['a2']);
    expect(r.total).toBe(1);
  });

  it('answers not_found for an unknown tape and for a tape with nothing visible, alike', async () => {
    const w = await world();
    const lender = actor('lender-1', 'lender');
    const unknown = await tapeLoans(w.deps, lender, { tapeName: 'Gamma' });
    const foreign = await tapeLoans(w.deps, lender, { tapeName: 'Beta' });
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'not_found', code: 'TAPE.NOT_FOUND' } });
    expect(foreign).toMatchObject({ ok: false, error: { kind: 'not_found', code: 'TAPE.NOT_FOUND' } });
  });

  it('returns an empty page, not not_found, when only the filters exclude everything', async () => {
    const w = await world();
    const r = unwrap(
      await tapeLoans(w.deps, actor('lender-1', 'lender'), { tapeName: 'Alpha', ficoRange: [300, 301] }),
    );
    expect(r).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a missing tape name', async () => {
    const w = await world();
    expect(await tapeLoans(w.deps, actor('lender-1', 'lender'), { tapeName: ' ' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });
});
