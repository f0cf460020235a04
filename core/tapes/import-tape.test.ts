import { describe, expect, it } from 'vitest';
import { unwrap } from '../errors/result';
import { makeDraft } from '../loans/testing/loan-samples';
import { actor, loansWorld } from '../loans/testing/loans-world';
import { importTape } from './import-tape';
import { importInput as input, lender, allLoans as loansOf } from './testing/import-fixtures';

describe('importTape: first import', () => {
  it("creates the tape for the lender and lists every loan as the lender's", async () => {
    const w = loansWorld();
    const r = unwrap(await importTape(w.deps, lender, input()));
    expect(r).toMatchObject({
      tapeName: 'Spring 2026',
      tapeCreated: true,
      added: 3,
      updated: 0,
      keptTraded: [],
    });
    expect(await w.read().tapes.get('Spring 2026')).toEqual({
      name: 'Spring 2026',
      lenderId: 'lender-1',
      issuingAuthority: 'Fannie Mae',
      loanCount: 3,
      createdAt: '2026-01-15T12:00:00.000Z',
    });
    const loans = await loansOf(w);
    expect(loans.map((l) => [l.loanNumber, l.ownerId, l.lenderId, l.status, l.batchId])).toEqual(
      ['N1', 'N2', 'N3'].map((n) => [n, 'lender-1', 'lender-1', 'listed', r.batchId]),
    );
    expect(await w.read().tapes.findBatchByHash('Spring 2026', 'hash-1')).toMatchObject({
      id: r.batchId,
      fileName: 'spring.xlsx',
      loanCount: 3,
      createdBy: 'lender-1',
    });
  });

  it("records the trade event 'tape.imported'", async () => {
    const w = loansWorld();
    const r = unwrap(await importTape(w.deps, lender, input()));
    expect(w.audit()).toEqual([
      expect.objectContaining({
        type: 'tape.imported',
        actorId: 'lender-1',
        subjectId: 'Spring 2026',
        data: expect.objectContaining({ batchId: r.batchId, added: 3 }),
      }),
    ]);
  });
});

describe('importTape: refusals (nothing is written)', () => {
  it('refuses anyone but a lender', async () => {
    const w = loansWorld();
    for (const who of [
      actor('investor-1', 'investor'),
      actor('dd-1', 'due_diligence'),
      actor('ops', 'operator'),
    ]) {
      expect(await importTape(w.deps, who, input())).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      });
    }
    expect(await w.read().tapes.list()).toEqual([]);
  });

  it('refuses the same file again, naming the earlier batch', async () => {
    const w = loansWorld();
    const first = unwrap(await importTape(w.deps, lender, input()));
    const again = await importTape(
      w.deps,
      lender,
      input({ batch: { contentHash: 'hash-1', fileName: 'renamed.xlsx' } }),
    );
    expect(again).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'TAPE.ALREADY_IMPORTED', details: { batchId: first.batchId } },
    });
  });

  it('refuses a new file that repeats loan numbers already on the tape, unless updating', async () => {
    const w = loansWorld();
    unwrap(await importTape(w.deps, lender, input()));
    const r = await importTape(
      w.deps,
      lender,
      input({
        batch: { contentHash: 'hash-2', fileName: 'b.xlsx' },
        drafts: [makeDraft({ loanNumber: 'N9' }), makeDraft({ loanNumber: 'N2' })],
      }),
    );
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'TAPE.DUPLICATE_LOANS', details: { loanNumbers: ['N2'] } },
    });
    expect(await loansOf(w)).toHaveLength(3);
  });

  it('refuses a tape name another lender already uses', async () => {
    const w = loansWorld();
    unwrap(await importTape(w.deps, lender, input()));
    const r = await importTape(
      w.deps,
      actor('lender-2', 'lender'),
      input({ batch: { contentHash: 'other', fileName: 'x.xlsx' } }),
    );
    expect(r).toMatchObject({ ok: false, error: { kind: 'conflict', code: 'TAPE.NAME_TAKEN' } });
  });

  it('refuses invalid rows, listing each problem with its row, and imports none of the file', async () => {
    const w = loansWorld();
    const bad = [
      makeDraft({ loanNumber: 'N1' }),
      makeDraft({ loanNumber: 'N2', fico: 900 }),
      makeDraft({ loanNumber: 'N1' }),
    ];
    const r = await importTape(w.deps, lender, input({ drafts: bad }));
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'invalid', code: 'TAPE.INVALID_LOANS', message: 'Invalid Input' },
    });
    if (!r.ok)
      expect(
        (r.error.details!.issues as { row: number; path: string }[]).map((i) => [i.row, i.path]),
      ).toEqual([
        [2, 'fico'],
        [3, 'loanNumber'],
      ]);
    expect(await w.read().tapes.list()).toEqual([]);
  });

  it('refuses an empty file and a blank tape name', async () => {
    const w = loansWorld();
    expect(await importTape(w.deps, lender, input({ drafts: [] }))).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
    expect(await importTape(w.deps, lender, input({ tapeName: '  ' }))).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });
});
