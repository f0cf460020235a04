import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Loan } from '../../../../core/loans/loan';
import type { UnitOfWork } from '../../../../core/ports/unit-of-work';
import { json } from '../testing/test-client';
import { type TapeHttpWorld, tapeHttpWorld } from './testing/tape-http-world';

let w: TapeHttpWorld;
let loans: Loan[];
beforeEach(async () => {
  w = await tapeHttpWorld();
  loans = await w.seedTape({ tapeName: 'Spring', count: 2 });
  await w.engage('Spring');
});
afterEach(() => w.close());

const compare = (loanNumber: string, extra: Record<string, string> = {}) =>
  w.tapesAs('dueDiligence').post('/compareFieldData', { loan_id: loanNumber, tapeName: 'Spring', ...extra });

describe("POST /api/compareFieldData when no comparison can be made: 'Error in comparision'", () => {
  it('answers 422 with the spec text when producing the two rows fails', async () => {
    const trading = w.deps.trading as { uow: UnitOfWork<unknown> };
    const working = trading.uow;
    const unreachable = async () => {
      throw new Error('the loan store is unreachable');
    };
    trading.uow = { run: unreachable, read: unreachable } as UnitOfWork<unknown>;
    try {
      const res = await compare(loans[0]!.loanNumber);
      expect(res.status).toBe(422);
      const body = await json<{ error: string; statusText: string; code: string }>(res);
      expect([body.error, body.statusText, body.code]).toEqual([
        MESSAGES.errorInComparison,
        MESSAGES.errorInComparison,
        'COMPARE.FAILED',
      ]);
    } finally {
      trading.uow = working;
    }
    // The same request answers the comparison once the rows can be produced again.
    expect((await compare(loans[0]!.loanNumber)).status).toBe(200);
  });

  it('keeps the refusals that are not about the comparison: persona and unknown loan', async () => {
    const investor = await w
      .tapesAs('investor')
      .post('/compareFieldData', { loan_id: loans[0]!.loanNumber, tapeName: 'Spring' });
    expect(investor.status).toBe(403);
    const unknown = await compare('NO-SUCH-LOAN');
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).error).not.toBe(MESSAGES.errorInComparison);
  });
});
