import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { makeDraft } from '../loans/testing/loan-samples';
import { loansWorld } from '../loans/testing/loans-world';
import { cents } from '../money/cents';
import { patchStores } from '../testing/patch-stores';
import { importTape } from './import-tape';
import { importInput as input, lender, allLoans as loansOf } from './testing/import-fixtures';

describe('importTape: update', () => {
  it('updates untraded loans by loan number, adds new ones, keeps traded loans as they were', async () => {
    const w = loansWorld();
    unwrap(await importTape(w.deps, lender, input()));
    const [n1, n2] = await loansOf(w);
    await w.deps.uow.run(async (s) => {
      await s.loans.setStatus(n2!.id, 'listed', 'bidding', '2026-01-15T12:00:00.000Z');
    });
    const revised = [
      makeDraft({ loanNumber: 'N1', amountCents: cents(30_000_000) }),
      makeDraft({ loanNumber: 'N2', amountCents: cents(1) }),
      makeDraft({ loanNumber: 'N3' }),
      makeDraft({ loanNumber: 'N4' }),
    ];
    w.clock.set('2026-01-16T00:00:00.000Z');
    const r = unwrap(await importTape(w.deps, lender, input({ drafts: revised, update: true })));
    expect(r).toMatchObject({ tapeCreated: false, added: 1, updated: 1, identical: 1, keptTraded: ['N2'] });
    const after = await loansOf(w);
    expect(after.find((l) => l.id === n1!.id)).toMatchObject({
      amountCents: 30_000_000,
      updatedAt: '2026-01-16T00:00:00.000Z',
      batchId: n1!.batchId,
    });
    expect(after.find((l) => l.id === n2!.id)).toMatchObject({
      amountCents: n2!.amountCents,
      status: 'bidding',
    });
    expect((await w.read().tapes.get('Spring 2026'))?.loanCount).toBe(4);
  });

  it('rolls the whole import back when a loan changes under it (compare-and-set lost)', async () => {
    const w = loansWorld();
    unwrap(await importTape(w.deps, lender, input()));
    const racing = patchStores(w.deps, (s) => ({ loans: { ...s.loans, updateDetails: async () => false } }));
    const revised = [makeDraft({ loanNumber: 'N1', fico: 650 }), makeDraft({ loanNumber: 'N5' })];
    const r = await importTape(
      racing,
      lender,
      input({ drafts: revised, update: true, batch: { contentHash: 'h2', fileName: 'b' } }),
    );
    expect(r).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'TAPE.LOAN_CHANGED' } });
    expect((await loansOf(w)).map((l) => l.loanNumber)).toEqual(['N1', 'N2', 'N3']);
    expect(await w.read().tapes.findBatchByHash('Spring 2026', 'h2')).toBeNull();
  });
});
