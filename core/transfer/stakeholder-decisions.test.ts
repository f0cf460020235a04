import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { SYSTEM_ACTOR } from '../permissions/actor';
import { patchStores } from '../testing/patch-stores';
import { APPROVAL_MESSAGES } from './approval.errors';
import { runStakeholderAutomation } from './stakeholder-automation';
import {
  approveStakeholderRows,
  rejectStakeholderRows,
  retainStakeholderRows,
} from './stakeholder-decisions';
import { sendStakeholderPrices } from './stakeholder-prices';
import { rejectToast } from './stakeholder-rules';
import { refused, type StakeholderWorld, stakeholderWorld } from './testing/stakeholder-world';
import { DD_FIRM, INVESTOR, INVESTOR2, LENDER } from './testing/trade-fixture';
import { transferLoanNew } from './transfer-loans';

describe('stakeholder decisions', () => {
  let f: StakeholderWorld['f'];
  let send: StakeholderWorld['send'];
  beforeEach(async () => {
    ({ f, send } = await stakeholderWorld());
  });
  const refusal = refused;

  describe('deciding', () => {
    it('approves: loans are being processed, the price is locked, automation closes, the transfer uses the price', async () => {
      const row = await send();
      const r = await approveStakeholderRows(f.deps, LENDER, { ids: [row.id] });
      expect(r.ok && r.value).toMatchObject({
        message: MESSAGES.loansBeingProcessed,
        rows: [{ status: 'inprogress', isAccepted: 'true' }],
      });
      expect(
        await refusal(sendStakeholderPrices(f.deps, INVESTOR, { prices: [{ id: row.id, bidPrice: 1 }] })),
      ).toMatchObject({
        message: APPROVAL_MESSAGES.priceLocked,
      });
      expect(await refusal(rejectStakeholderRows(f.deps, LENDER, { ids: [row.id] }))).toMatchObject({
        message: APPROVAL_MESSAGES.inProgress,
      });
      expect(await refusal(runStakeholderAutomation(f.deps, INVESTOR2, { ids: [row.id] }))).toMatchObject({
        kind: 'not_found',
      });
      expect(await refusal(runStakeholderAutomation(f.deps, DD_FIRM, { ids: [row.id] }))).toMatchObject({
        code: 'PERMISSION.PERSONA',
      });
      const done = await runStakeholderAutomation(f.deps, INVESTOR, { ids: [row.id] });
      expect(done.ok && done.value[0]).toMatchObject({ status: 'closed', isAccepted: 'true' });
      expect(f.audit().filter((e) => e.type === 'stakeholder.processed')).toMatchObject([
        {
          actorId: INVESTOR.userId,
          subjectId: row.id,
          data: { loanId: 'loan-1', bidPriceCents: 24_000_000 },
        },
      ]);
      expect(await refusal(runStakeholderAutomation(f.deps, LENDER, { ids: [row.id] }))).toMatchObject({
        message: APPROVAL_MESSAGES.notProcessing,
      });
      await f.startDd(INVESTOR.userId, DD_FIRM.userId);
      const t = await transferLoanNew(f.deps, LENDER, {
        loanIds: ['loan-1'],
        lenderId: LENDER.userId,
        investorId: INVESTOR.userId,
      });
      expect(t.ok && t.value.changes[0]?.priceCents).toBe(24_000_000);
    });

    it('rejects: the server says "price accepted successfully", the user reads "Loan rejected"; a new price reopens it', async () => {
      const row = await send();
      const r = await rejectStakeholderRows(f.deps, LENDER, { ids: [row.id] });
      expect(r.ok && r.value).toMatchObject({
        message: MESSAGES.priceAcceptedSuccessfully,
        toast: MESSAGES.loanRejected,
      });
      expect(rejectToast(MESSAGES.priceAcceptedSuccessfully)).toBe(MESSAGES.loanRejected);
      expect(await refusal(approveStakeholderRows(f.deps, LENDER, { ids: [row.id] }))).toMatchObject({
        message: APPROVAL_MESSAGES.alreadyDecided,
      });
      expect((await send('loan-1', 1000)).status).toBe('pending');
      expect(f.audit().map((e) => e.type)).toContain('stakeholder.rejected');
    });

    it('lets the platform operator complete approved rows of any owner', async () => {
      const row = await send();
      await approveStakeholderRows(f.deps, LENDER, { ids: [row.id] });
      const done = await runStakeholderAutomation(f.deps, SYSTEM_ACTOR, { ids: [row.id] });
      expect(done.ok && done.value.map((r) => r.status)).toEqual(['closed']);
    });

    it('refuses own rows, rows of another owner, an empty or unknown selection', async () => {
      const row = await send();
      expect(await refusal(approveStakeholderRows(f.deps, INVESTOR, { ids: [row.id] }))).toMatchObject({
        message: APPROVAL_MESSAGES.ownRows,
      });
      expect(await refusal(approveStakeholderRows(f.deps, INVESTOR2, { ids: [row.id] }))).toMatchObject({
        kind: 'forbidden',
      });
      expect(await refusal(approveStakeholderRows(f.deps, LENDER, { ids: [] }))).toMatchObject({
        message: APPROVAL_MESSAGES.selectRows,
      });
      expect(await refusal(approveStakeholderRows(f.deps, LENDER, { ids: [row.id, 'nope'] }))).toMatchObject({
        kind: 'not_found',
      });
    });

    it('refuses retained rows, loans on the platform and expired offers', async () => {
      const kept = await send('loan-1');
      await retainStakeholderRows(f.deps, LENDER, { ids: [kept.id] });
      expect(f.audit().filter((e) => e.type === 'stakeholder.retained')).toMatchObject([
        { actorId: LENDER.userId, subjectId: kept.id, data: { loanId: 'loan-1' } },
      ]);
      const onPlatform = await send('loan-3');
      for (const id of [kept.id, onPlatform.id]) {
        expect(await refusal(approveStakeholderRows(f.deps, LENDER, { ids: [id] }))).toMatchObject({
          message: APPROVAL_MESSAGES.retainedOrOnPlatform,
        });
      }
      const late = await send('loan-2');
      f.clock.advance(8 * 86_400_000);
      expect(await refusal(approveStakeholderRows(f.deps, LENDER, { ids: [late.id] }))).toMatchObject({
        message: APPROVAL_MESSAGES.offerExpired,
      });
      expect((await rejectStakeholderRows(f.deps, LENDER, { ids: [late.id] })).ok).toBe(true);
    });
  });

  it('gives the slower of two decisions on the same row a conflict and changes nothing', async () => {
    const row = await send();
    const stale = await f.read().approvals.stakeholderRows([row.id]);
    await rejectStakeholderRows(f.deps, LENDER, { ids: [row.id] });
    await send('loan-1', 1000); // the investor reopens it: pending again, at version 3
    const racing = patchStores(f.deps, (s) => ({
      approvals: { ...s.approvals, stakeholderRows: async () => stale },
    }));
    expect(await refusal(approveStakeholderRows(racing, LENDER, { ids: [row.id] }))).toMatchObject({
      kind: 'conflict',
      message: APPROVAL_MESSAGES.changed,
    });
    expect((await f.read().approvals.stakeholderRows([row.id]))[0]).toMatchObject({
      status: 'pending',
      version: 3,
    });
  });
});
