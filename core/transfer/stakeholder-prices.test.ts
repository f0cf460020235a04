import { beforeEach, describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { APPROVAL_MESSAGES } from './approval.errors';
import { sendStakeholderPrices, viewStakeholderRows } from './stakeholder-prices';
import { refused, type StakeholderWorld, stakeholderWorld } from './testing/stakeholder-world';
import { aLoan, INVESTOR, INVESTOR2, LENDER, TAPE } from './testing/trade-fixture';

describe('stakeholder prices', () => {
  let f: StakeholderWorld['f'];
  let send: StakeholderWorld['send'];
  beforeEach(async () => {
    ({ f, send } = await stakeholderWorld());
  });
  const refusal = refused;

  describe('sending prices', () => {
    it('creates the investor\u2019s pending row, valid for 7 days, audited, and tells the owner', async () => {
      const row = await send();
      expect(row).toMatchObject({
        loanId: 'loan-1',
        tapeName: TAPE,
        investorId: INVESTOR.userId,
        lenderId: LENDER.userId,
        bidPriceCents: 24_000_000,
        status: 'pending',
        isAccepted: 'false',
        retain: false,
        mappingName: 'blue',
        validTill: '2026-01-22T12:00:00.000Z',
      });
      expect(f.audit()).toMatchObject([{ type: 'stakeholder.price_sent', subjectId: row.id }]);
      expect(f.notifications(LENDER.userId)).toMatchObject([{ notificationType: 'notifyStakeholderPrice' }]);
    });

    it('updates the same row on a second price, by loan or by row id', async () => {
      const row = await send();
      await send('loan-1', 230_000);
      const byId = await sendStakeholderPrices(f.deps, INVESTOR, {
        prices: [{ id: row.id, bidPrice: '225000.5' }],
      });
      expect(byId.ok && byId.value[0]).toMatchObject({ id: row.id, bidPriceCents: 22_500_050, version: 3 });
    });

    it('is for investors, on someone else\u2019s loans, with a valid amount', async () => {
      expect(
        await refusal(sendStakeholderPrices(f.deps, LENDER, { prices: [{ loanId: 'loan-1', bidPrice: 1 }] })),
      ).toMatchObject({
        kind: 'forbidden',
      });
      expect(await refusal(sendStakeholderPrices(f.deps, INVESTOR, { prices: [] }))).toMatchObject({
        message: APPROVAL_MESSAGES.selectRows,
      });
      for (const [bidPrice, message] of [
        ['', M.enterValidPositiveAmount],
        ['0', M.enterValidPositiveAmount],
        ['1.234', M.invalidInput],
      ] as const) {
        const r = await sendStakeholderPrices(f.deps, INVESTOR, { prices: [{ loanId: 'loan-1', bidPrice }] });
        expect(!r.ok && r.error.message).toBe(message);
      }
      await f.addLoans(aLoan('mine', { ownerId: INVESTOR.userId }));
      expect(
        await refusal(sendStakeholderPrices(f.deps, INVESTOR, { prices: [{ loanId: 'mine', bidPrice: 1 }] })),
      ).toMatchObject({
        message: APPROVAL_MESSAGES.ownLoan,
      });
      const row = await send();
      expect(
        await refusal(sendStakeholderPrices(f.deps, INVESTOR2, { prices: [{ id: row.id, bidPrice: 1 }] })),
      ).toMatchObject({
        kind: 'not_found',
      });
    });
  });

  describe('a loan the investor may not see', () => {
    it('answers exactly as a missing loan and writes nothing, even beside a loan it may see', async () => {
      const price = (loanId: string) =>
        refusal(
          sendStakeholderPrices(f.deps, INVESTOR, {
            prices: [
              { loanId: 'loan-3', bidPrice: 1 },
              { loanId, bidPrice: 1 },
            ],
          }),
        );
      const hidden = await price('loan-1');
      const missing = await price('no-such-loan');
      expect(hidden).toMatchObject({ kind: 'not_found', code: 'STAKEHOLDER.LOAN_NOT_FOUND' });
      expect([hidden.kind, hidden.code, hidden.message]).toEqual([
        missing.kind,
        missing.code,
        missing.message,
      ]);
      expect(await f.read().approvals.stakeholderRowsForLoans(['loan-1', 'loan-3'])).toEqual([]);
      expect(f.audit()).toEqual([]);
      expect(f.notifications()).toEqual([]);
    });

    it('keeps the investor\u2019s own row on it editable, by row id or by loan', async () => {
      const row = await send('loan-1');
      expect((await f.loan('loan-1')).status).toBe('listed');
      const byId = await sendStakeholderPrices(f.deps, INVESTOR, { prices: [{ id: row.id, bidPrice: 2 }] });
      const byLoan = await sendStakeholderPrices(f.deps, INVESTOR, {
        prices: [{ loanId: 'loan-1', bidPrice: 3 }],
      });
      expect(byId.ok && byId.value[0]).toMatchObject({ id: row.id, bidPriceCents: 200 });
      expect(byLoan.ok && byLoan.value[0]).toMatchObject({ id: row.id, bidPriceCents: 300 });
      expect(
        await refusal(
          sendStakeholderPrices(f.deps, INVESTOR2, { prices: [{ loanId: 'loan-1', bidPrice: 1 }] }),
        ),
      ).toMatchObject({ code: 'STAKEHOLDER.LOAN_NOT_FOUND' });
    });
  });

  it('shows each side what it may do: the investor edits, the owner selects, bidding loans read on platform', async () => {
    await send('loan-1');
    await send('loan-3');
    const inv = await viewStakeholderRows(f.deps, INVESTOR, { tapeName: TAPE });
    expect(inv.ok && inv.value.map((r) => [r.loanId, r.selectable, r.priceEditable, r.onPlatform])).toEqual([
      ['loan-1', false, true, false],
      ['loan-3', false, true, true],
    ]);
    const own = await viewStakeholderRows(f.deps, LENDER, { tapeName: TAPE });
    expect(own.ok && own.value.map((r) => [r.selectable, r.priceEditable])).toEqual([
      [true, false],
      [true, false],
    ]);
    const other = await viewStakeholderRows(f.deps, INVESTOR2, { tapeName: TAPE });
    expect(other.ok && other.value).toEqual([]);
  });
});
