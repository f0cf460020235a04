import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import {
  aLoan,
  INVESTOR,
  INVESTOR2,
  LENDER,
  type TradeFixture,
  tradeFixture,
} from '../transfer/testing/trade-fixture';
import { loanProcessing, processingStatusText } from './loan-processing';

describe('loans in processing', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(
      aLoan('loan-1', { status: 'bidding' }),
      aLoan('loan-2', { status: 'awarded' }),
      aLoan('loan-3'),
      aLoan('loan-4', { status: 'awarded' }),
    );
    await f.award('loan-2', INVESTOR.userId);
    await f.award('loan-4', INVESTOR2.userId);
  });
  const stages = async (actor = LENDER) => {
    const r = await loanProcessing(f.deps, actor);
    return r.ok ? { items: r.value.items.map((i) => [i.view.loan.id, i.stage]), total: r.value.total } : r;
  };

  it('lists the owner’s loans open for bidding first, then its awarded loans awaiting transfer', async () => {
    expect(await stages()).toEqual({
      items: [
        ['loan-1', 'open_for_bidding'],
        ['loan-2', 'awaiting_transfer'],
        ['loan-4', 'awaiting_transfer'],
      ],
      total: 3,
    });
  });

  it('lists for a winner only what it won, not what others bid on or won', async () => {
    expect(await stages(INVESTOR)).toEqual({ items: [['loan-2', 'awaiting_transfer']], total: 1 });
    expect(await stages(INVESTOR2)).toEqual({ items: [['loan-4', 'awaiting_transfer']], total: 1 });
  });

  it('masks the borrower of a loan the viewer won only after its award is the viewer’s', async () => {
    const r = await loanProcessing(f.deps, INVESTOR);
    expect(r.ok && r.value.items.map((i) => i.view.borrowerMasked)).toEqual([false]);
  });

  it('refuses an actor without a loan persona', async () => {
    expect(await loanProcessing(f.deps, { ...LENDER, persona: null })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });

  it('says the tapes are being processed while any loan is in processing, else that there is nothing to show', async () => {
    const text = async (actor = LENDER) => {
      const r = await loanProcessing(f.deps, actor);
      return r.ok ? processingStatusText(r.value) : r.error.code;
    };
    expect(await text()).toBe(MESSAGES.tapesBeingProcessed);
    expect(await text(INVESTOR)).toBe(MESSAGES.tapesBeingProcessed);
    expect(await text({ ...INVESTOR, userId: 'investor-9' })).toBe(MESSAGES.noRecordsToDisplay);
  });
});
