import { beforeEach, describe, expect, it } from 'vitest';
import { patchStores } from '../testing/patch-stores';
import { approveStakeholderRows } from './stakeholder-decisions';
import { refused, type StakeholderWorld, stakeholderWorld } from './testing/stakeholder-world';
import { DD_FIRM, INVESTOR, INVESTOR2, LENDER } from './testing/trade-fixture';
import { updateLoanDetails } from './update-loan-details';

describe('updating loan details from the stakeholder grid', () => {
  let f: StakeholderWorld['f'];
  let send: StakeholderWorld['send'];
  let rowId: string;
  beforeEach(async () => {
    ({ f, send } = await stakeholderWorld());
    rowId = (await send('loan-1')).id;
  });
  const update = (updateData: unknown, actor = LENDER, stakeholderMapId = rowId) =>
    updateLoanDetails(f.deps, actor, { updates: [{ stakeholderMapId, updateData }] });

  it('lets the owner change the diff’s fields, audits them and tells the investor who priced the loan', async () => {
    const r = await update({
      fico_score: 701,
      loanamount: '200000',
      propcity: 'Austin',
      purpose: 'Refinance',
    });
    expect(r).toEqual({
      ok: true,
      value: [
        {
          stakeholderMapId: rowId,
          loanId: 'loan-1',
          loanNumber: 'LN-loan-1',
          fields: ['purpose', 'loanamount', 'propcity', 'fico_score'],
        },
      ],
    });
    expect(await f.loan('loan-1')).toMatchObject({
      fico: 701,
      amountCents: 20_000_000,
      purpose: 'Refinance',
      attributes: { propcity: 'Austin' },
      updatedAt: '2026-01-15T12:00:00.000Z',
    });
    expect(f.audit().filter((e) => e.type === ('loan.details_updated' as never))).toMatchObject([
      {
        actorId: LENDER.userId,
        subjectId: 'loan-1',
        data: { stakeholderMapId: rowId, fields: ['purpose', 'loanamount', 'propcity', 'fico_score'] },
      },
    ]);
    expect(f.notifications(INVESTOR.userId).map((n) => n.notificationType)).toContain('notifyLoanUpdated');
  });

  it('writes nothing for a diff the loan already matches', async () => {
    const events = f.audit().length;
    const r = await update({ fico_score: (await f.loan('loan-1')).fico });
    expect(r.ok && r.value[0]?.fields).toEqual([]);
    expect(f.audit()).toHaveLength(events);
  });

  it('is the owner’s alone: the investor of the row is refused, anyone else finds no row', async () => {
    expect(await refused(update({ fico_score: 700 }, INVESTOR))).toMatchObject({
      code: 'LOAN_UPDATE.NOT_OWNER',
    });
    expect(await refused(update({ fico_score: 700 }, INVESTOR2))).toMatchObject({
      code: 'STAKEHOLDER.NOT_FOUND',
    });
    expect(await refused(update({ fico_score: 700 }, DD_FIRM))).toMatchObject({ code: 'PERMISSION.PERSONA' });
  });

  it('keeps the details once the price is decided or while the loan is open for bidding', async () => {
    const onAuction = (await send('loan-3')).id;
    expect(await refused(update({ fico_score: 700 }, LENDER, onAuction))).toMatchObject({
      code: 'LOAN_UPDATE.LOAN_TRADING',
    });
    await approveStakeholderRows(f.deps, LENDER, { ids: [rowId] });
    expect(await refused(update({ fico_score: 700 }))).toMatchObject({ code: 'LOAN_UPDATE.ROW_DECIDED' });
  });

  it('refuses a diff that does not read, and applies a list all or nothing', async () => {
    expect(await refused(update({ lenderId: 'lender-2' }))).toMatchObject({
      kind: 'invalid',
      code: 'LOAN_UPDATE.INVALID',
      message: 'Invalid Input',
      details: { stakeholderMapId: rowId },
    });
    const both = updateLoanDetails(f.deps, LENDER, {
      updates: [
        { stakeholderMapId: rowId, updateData: { fico_score: 690 } },
        { stakeholderMapId: 'no-such-row', updateData: { fico_score: 690 } },
      ],
    });
    expect(await refused(both)).toMatchObject({ code: 'STAKEHOLDER.NOT_FOUND' });
    expect((await f.loan('loan-1')).fico).not.toBe(690);
    expect(await refused(updateLoanDetails(f.deps, LENDER, { updates: [] }))).toMatchObject({
      code: 'STAKEHOLDER.NO_SELECTION',
    });
  });

  it('gives the slower of two concurrent changes a conflict', async () => {
    const racing = patchStores(f.deps, (s) => ({ loans: { ...s.loans, updateDetails: async () => false } }));
    const r = updateLoanDetails(racing, LENDER, {
      updates: [{ stakeholderMapId: rowId, updateData: { tenure: 180 } }],
    });
    expect(await refused(r)).toMatchObject({ kind: 'conflict', code: 'LOAN_UPDATE.CHANGED' });
    expect(f.audit().filter((e) => e.type === ('loan.details_updated' as never))).toEqual([]);
  });
});
