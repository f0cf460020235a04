import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainError } from '../errors/domain-error';
import { unwrap } from '../errors/result';
import type { LoanDraft } from '../loans/loan-draft';
import { makeDraft } from '../loans/testing/loan-samples';
import { loansWorld } from '../loans/testing/loans-world';
import type { DraftStream, DraftStreamItem } from './draft-stream';
import { importTape } from './import-tape';
import { importInput as input, lender, allLoans as loansOf } from './testing/import-fixtures';

/** A stream that yields `items` on every pass, counting its passes. */
function streamOf(items: readonly DraftStreamItem[]): DraftStream & { passes: number } {
  const stream = {
    passes: 0,
    async *open() {
      stream.passes++;
      yield* items;
    },
  };
  return stream;
}

const numbered = (n: number, over: Partial<LoanDraft> = {}) =>
  Array.from({ length: n }, (_, i) => makeDraft({ loanNumber: `N${i + 1}`, ...over }));

/** Everything an import leaves behind, for comparing two imports. */
async function state(w: ReturnType<typeof loansWorld>) {
  return { loans: await loansOf(w), tapes: await w.read().tapes.list(), audit: w.audit() };
}

/** Cuts `drafts` into chunks at the given positions. */
function cut(drafts: readonly LoanDraft[], at: readonly number[]): DraftStreamItem[] {
  const ends = [...new Set(at.map((p) => p % (drafts.length + 1)))].sort((a, b) => a - b);
  const chunks: DraftStreamItem[] = [];
  let from = 0;
  for (const end of [...ends, drafts.length]) {
    if (end > from) chunks.push({ drafts: drafts.slice(from, end) });
    from = Math.max(from, end);
  }
  return chunks;
}

describe('importTape with drafts arriving in chunks', () => {
  it('leaves exactly what the same drafts in one array leave, however they are cut', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(), { maxLength: 5 }),
        async (count, at) => {
          const drafts = numbered(count, { issuingAuthority: 'Fannie Mae' });
          const whole = loansWorld();
          const inOne = unwrap(await importTape(whole.deps, lender, input({ drafts })));
          const chunked = loansWorld();
          const inChunks = unwrap(
            await importTape(chunked.deps, lender, input({ drafts: streamOf(cut(drafts, at)) })),
          );
          expect(inChunks).toEqual(inOne);
          expect(await state(chunked)).toEqual(await state(whole));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('writes nothing when the file is refused after loans were written, and says why', async () => {
    const w = loansWorld();
    const refused = domainError('invalid', 'SPREADSHEET.TOO_MANY_ROWS', 'The sheet has too many rows.');
    const outcome = await importTape(
      w.deps,
      lender,
      input({ drafts: streamOf([{ drafts: numbered(3) }, { refused }]) }),
    );
    expect(outcome).toEqual({ ok: false, error: refused });
    expect(await state(w)).toEqual({ loans: [], tapes: [], audit: [] });
  });

  it('refuses the file before its own refusals: a tape name taken is reported only once the file reads', async () => {
    const w = loansWorld();
    unwrap(
      await importTape(
        w.deps,
        { ...lender, userId: 'lender-2' },
        input({ batch: { contentHash: 'other', fileName: 'o.xlsx' } }),
      ),
    );
    const refused = domainError('invalid', 'SPREADSHEET.UNREADABLE', 'The file cannot be read.');
    expect(
      await importTape(w.deps, lender, input({ drafts: streamOf([{ drafts: numbered(2) }, { refused }]) })),
    ).toEqual({
      ok: false,
      error: refused,
    });
    expect(
      await importTape(w.deps, lender, input({ drafts: streamOf([{ drafts: numbered(2) }]) })),
    ).toMatchObject({
      ok: false,
      error: { code: 'TAPE.NAME_TAKEN' },
    });
  });

  it('lists every loan number already on the tape, whichever chunk holds it', async () => {
    const w = loansWorld();
    unwrap(await importTape(w.deps, lender, input({ drafts: numbered(6) })));
    const again = numbered(9).reverse();
    const stream = streamOf([{ drafts: again.slice(0, 4) }, { drafts: again.slice(4) }]);
    const outcome = await importTape(
      w.deps,
      lender,
      input({ batch: { contentHash: 'hash-2', fileName: 'b.xlsx' }, drafts: stream }),
    );
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 'TAPE.DUPLICATE_LOANS', details: { loanNumbers: ['N1', 'N2', 'N3', 'N4', 'N5', 'N6'] } },
    });
    expect((await loansOf(w)).length).toBe(6);
  });

  it('refuses a loan number repeated across chunks, and an empty stream, as the array would', async () => {
    const w = loansWorld();
    const repeated = streamOf([{ drafts: numbered(2) }, { drafts: [makeDraft({ loanNumber: 'N2' })] }]);
    expect(await importTape(w.deps, lender, input({ drafts: repeated }))).toEqual(
      await importTape(
        loansWorld().deps,
        lender,
        input({ drafts: [...numbered(2), makeDraft({ loanNumber: 'N2' })] }),
      ),
    );
    expect(await importTape(w.deps, lender, input({ drafts: streamOf([]) }))).toEqual(
      await importTape(w.deps, lender, input({ drafts: [] })),
    );
    expect(await state(w)).toEqual({ loans: [], tapes: [], audit: [] });
  });

  it('flags Q005 on a loan of an earlier chunk, as if the flag had come with it', async () => {
    const w = loansWorld();
    const stream = streamOf([
      { drafts: numbered(2) },
      {
        drafts: [makeDraft({ loanNumber: 'N3' })],
        reflagged: [{ loanNumber: 'N1', qualityFlags: ['Q005'] }],
      },
    ]);
    unwrap(await importTape(w.deps, lender, input({ drafts: stream })));
    const whole = loansWorld();
    const flagged = [makeDraft({ loanNumber: 'N1', qualityFlags: ['Q005'] }), ...numbered(3).slice(1)];
    unwrap(await importTape(whole.deps, lender, input({ drafts: flagged })));
    expect(await state(w)).toEqual(await state(whole));
  });

  it('counts a matched loan whose only change is a late Q005 as updated, as the array would', async () => {
    const w = loansWorld();
    unwrap(await importTape(w.deps, lender, input({ drafts: numbered(3) })));
    const update = { update: true, batch: { contentHash: 'hash-2', fileName: 'b.xlsx' } };
    const stream = streamOf([
      { drafts: numbered(2) },
      { drafts: numbered(3).slice(2), reflagged: [{ loanNumber: 'N1', qualityFlags: ['Q005'] }] },
    ]);
    const late = unwrap(await importTape(w.deps, lender, input({ ...update, drafts: stream })));
    const whole = loansWorld();
    unwrap(await importTape(whole.deps, lender, input({ drafts: numbered(3) })));
    const flagged = [makeDraft({ loanNumber: 'N1', qualityFlags: ['Q005'] }), ...numbered(3).slice(1)];
    const inOne = unwrap(await importTape(whole.deps, lender, input({ ...update, drafts: flagged })));
    expect(late).toEqual(inOne);
    expect(late).toMatchObject({ added: 0, updated: 1, identical: 2 });
    expect(await state(w)).toEqual(await state(whole));
  });

  it('reads the file again when its transaction is tried again', async () => {
    const w = loansWorld();
    let attempts = 0;
    const retrying = {
      ...w.deps,
      uow: {
        ...w.deps.uow,
        run: async <T>(work: Parameters<typeof w.deps.uow.run<T>>[0]) => {
          // The first attempt does all its work and then fails, as a serialization failure would.
          if (attempts++ === 0) {
            const failing = async (s: Parameters<typeof work>[0]) => {
              await work(s);
              throw new Error('could not serialize access');
            };
            await w.deps.uow.run(failing).catch(() => undefined);
          }
          return w.deps.uow.run(work);
        },
      },
    };
    const stream = streamOf([{ drafts: numbered(2) }, { drafts: numbered(4).slice(2) }]);
    unwrap(await importTape(retrying, lender, input({ drafts: stream })));
    expect(stream.passes).toBe(2);
    expect((await loansOf(w)).map((l) => l.loanNumber)).toEqual(['N1', 'N2', 'N3', 'N4']);
  });
});
