import { beforeEach, describe, expect, it } from 'vitest';
import {
  aLoan,
  DD_FIRM,
  INVESTOR,
  INVESTOR2,
  LENDER,
  type TradeFixture,
  tradeFixture,
} from '../transfer/testing/trade-fixture';
import { loanWithStates } from './loan-states';

describe('a loan with its states', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1'));
    await f.startDd(INVESTOR.userId, DD_FIRM.userId);
  });
  const states = (actor = LENDER, loanId = 'loan-1') => loanWithStates(f.deps, actor, { loanId });

  it('gives the owner the whole loan and everyone in due diligence on the tape to query', async () => {
    const r = await states();
    expect(r.ok && r.value.view.borrowerMasked).toBe(false);
    expect(r.ok && r.value.secondParties).toEqual([
      { userId: INVESTOR.userId, name: INVESTOR.name, persona: 'investor' },
      { userId: DD_FIRM.userId, name: DD_FIRM.name, persona: 'due_diligence' },
    ]);
  });

  it('gives the firm the owner and its investor, with the borrower it reviews', async () => {
    const r = await states(DD_FIRM);
    expect(r.ok && r.value.view.borrowerMasked).toBe(false);
    expect(r.ok && r.value.secondParties.map((p) => p.userId)).toEqual([LENDER.userId, INVESTOR.userId]);
  });

  it('answers "Loan not found" alike for an unknown loan and one the actor may not see', async () => {
    for (const [actor, loanId] of [
      [LENDER, 'nope'],
      [INVESTOR2, 'loan-1'],
    ] as const) {
      expect(await states(actor, loanId)).toEqual({
        ok: false,
        error: { kind: 'not_found', code: 'LOAN.NOT_FOUND', message: 'Loan not found', details: { loanId } },
      });
    }
  });

  it('refuses an actor without a loan persona', async () => {
    expect(await states({ ...LENDER, persona: null })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });
});
