import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { SERVICERS } from '../validation/constants';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { type AssignServicerInput, assignServicer } from './assign-servicer';
import { aLoan, INVESTOR, LENDER, type TradeFixture, tradeFixture } from './testing/trade-fixture';

describe('assigning a servicer', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1'), aLoan('loan-2'), aLoan('loan-3', { ownerId: INVESTOR.userId }));
  });
  const servicerId = SERVICERS[2].id;
  const assign = (actor = LENDER, over: Partial<AssignServicerInput> = {}) =>
    assignServicer(f.deps, actor, {
      loanIds: ['loan-1', 'loan-2'],
      servicerId,
      servicingPrice: '12.50',
      ...over,
    });

  it('sets the servicer and fee in cents on each of the owner\u2019s loans, audited per loan', async () => {
    const r = await assign();
    expect(r.ok && r.value.map((a) => [a.loanId, a.servicerId, a.servicingPriceCents])).toEqual([
      ['loan-1', servicerId, 1250],
      ['loan-2', servicerId, 1250],
    ]);
    expect(await f.read().transfers.servicingFor(['loan-1'])).toHaveLength(1);
    expect(f.audit().map((e) => [e.type, e.subjectId])).toEqual([
      ['servicer.assigned', 'loan-1'],
      ['servicer.assigned', 'loan-2'],
    ]);
  });

  it('accepts a fee of zero and replaces an earlier servicer', async () => {
    await assign();
    await assign(LENDER, { loanIds: ['loan-1'], servicerId: SERVICERS[0].id, servicingPrice: 0 });
    const [current] = await f.read().transfers.servicingFor(['loan-1']);
    expect(current).toMatchObject({ servicerId: SERVICERS[0].id, servicingPriceCents: 0 });
  });

  it('asks for one of the three servicers and a valid fee', async () => {
    const cases: [Partial<AssignServicerInput>, string][] = [
      [{ servicerId: 'someone-else' }, M.selectRequiredField],
      [{ servicerId: '' }, M.selectRequiredField],
      [{ servicingPrice: '' }, M.servicingFeeRequired],
      [{ servicingPrice: '-1' }, M.invalidServicingFee],
      [{ servicingPrice: '1.005' }, M.invalidServicingFee],
    ];
    for (const [over, message] of cases) {
      const r = await assign(LENDER, over);
      expect(!r.ok && r.error).toMatchObject({ kind: 'invalid', message });
    }
  });

  it('answers "something went wrong" for no loans, unknown loans and loans of someone else', async () => {
    const cases: [Partial<AssignServicerInput>, string][] = [
      [{ loanIds: [] }, 'SERVICER.NO_LOANS'],
      [{ loanIds: ['loan-1', 'nope'] }, 'SERVICER.LOAN_NOT_FOUND'],
      [{ loanIds: ['loan-1', 'loan-3'] }, 'SERVICER.NOT_OWNER'],
    ];
    for (const [over, code] of cases) {
      const r = await assign(LENDER, over);
      expect(!r.ok && r.error).toMatchObject({ code, message: MESSAGES.somethingWentWrongLower });
    }
    expect(await f.read().transfers.servicingFor(['loan-1'])).toEqual([]);
  });
});
