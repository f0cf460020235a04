import { describe, expect, it } from 'vitest';
import { requestUnstaking } from './request-unstaking';
import { STAKING_MESSAGES } from './staking.errors';
import {
  BUYER,
  code,
  DAY,
  INVESTORS,
  LENDER,
  OPERATOR,
  onReadOnlyPage,
  START,
  stakingWorld,
} from './testing/staking-world';

describe('asking to unstake a loan for a refinance (spec §9)', () => {
  it('records the request with a 15-day deadline, audits it and notifies the staking lender', async () => {
    const w = await stakingWorld();
    const r = await requestUnstaking(w.deps, BUYER, { loanId: 'loan-1', reason: '  Refinancing at 5.25%  ' });
    if (!r.ok) throw new Error(r.error.code);
    const { request, stake } = r.value;
    expect(request).toMatchObject({
      stakeId: stake.id,
      loanId: 'loan-1',
      loanNumber: 'LN-loan-1',
      requesterId: BUYER.userId,
      lenderId: LENDER.userId,
      reason: 'Refinancing at 5.25%',
      requestedAt: START,
      respondBy: '2026-03-17T09:00:00.000Z',
      answer: null,
      answeredAt: null,
    });
    expect(await w.read().staking.getRequest(request.id)).toEqual(request);
    expect(w.audit().at(-1)).toMatchObject({
      type: 'unstake.requested',
      actorId: BUYER.userId,
      subjectId: 'loan-1',
      data: { requestId: request.id, lenderId: LENDER.userId, respondBy: request.respondBy },
    });
    expect(w.outbox().at(-1)).toMatchObject({
      channel: 'notification',
      to: LENDER.userId,
      notificationType: 'notifyUnstakeRequest',
      body: expect.stringContaining('$50.00 on loan LN-loan-1 (Spring Tape)'),
    });
    expect(w.outbox().at(-1)?.body).toContain('Mar 17th, 2026 09:00 AM UTC');
  });

  it('takes a blank reason as none', async () => {
    const w = await stakingWorld();
    expect((await w.ask('loan-1', '   ')).reason).toBeNull();
  });

  it('refuses anyone but an investor, and the operator too', async () => {
    const w = await stakingWorld();
    for (const actor of [LENDER, OPERATOR]) {
      const r = await requestUnstaking(w.deps, actor, { loanId: 'loan-1' });
      expect(r).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    }
    expect(code(await requestUnstaking(w.deps, LENDER, { loanId: 'loan-1' }))).toBe('PERMISSION.PERSONA');
  });

  it('refuses an investor who does not own the loan, on a read-only page, or asking about no loan', async () => {
    const w = await stakingWorld();
    expect(code(await requestUnstaking(w.deps, INVESTORS[1], { loanId: 'loan-1' }))).toBe(
      'STAKING.NOT_OWNER',
    );
    const readOnly = onReadOnlyPage(BUYER);
    expect(code(await requestUnstaking(w.deps, readOnly, { loanId: 'loan-1' }))).toBe('PERMISSION.READ_ONLY');
    expect(code(await requestUnstaking(w.deps, BUYER, { loanId: 'nope' }))).toBe('STAKING.LOAN_NOT_FOUND');
    expect(code(await requestUnstaking(w.deps, BUYER, { loanId: '' }))).toBe('STAKING.INVALID_REQUEST');
    const long = await requestUnstaking(w.deps, BUYER, { loanId: 'loan-1', reason: 'x'.repeat(2001) });
    expect(long).toMatchObject({
      ok: false,
      error: { code: 'STAKING.REASON_TOO_LONG', message: STAKING_MESSAGES.reasonTooLong },
    });
    expect(await w.read().staking.requestsOfLoan('loan-1')).toEqual([]);
  });

  it('refuses a loan that holds no stake (never opened for bidding)', async () => {
    const w = await stakingWorld();
    await w.sell('loan-3');
    const r = await requestUnstaking(w.deps, BUYER, { loanId: 'loan-3' });
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'rule_violation', message: STAKING_MESSAGES.noStake },
    });
  });

  it('takes one request at a time: a second waits for the answer; past the window the contract goes to auction', async () => {
    const w = await stakingWorld();
    const first = await w.ask();
    const again = await requestUnstaking(w.deps, BUYER, { loanId: 'loan-1' });
    expect(again).toMatchObject({
      ok: false,
      error: { kind: 'conflict', code: 'STAKING.REQUEST_AWAITING', details: { requestId: first.id } },
    });
    w.clock.advance(15 * DAY + 1);
    const late = await requestUnstaking(w.deps, BUYER, { loanId: 'loan-1' });
    expect(late).toMatchObject({
      ok: false,
      error: { code: 'STAKING.TO_AUCTION', message: STAKING_MESSAGES.toAuction },
    });
    expect(await w.read().staking.requestsOfLoan('loan-1')).toEqual([first]);
  });

  it('records one request when the owner asks twice at the same time', async () => {
    const w = await stakingWorld();
    const both = await Promise.all([
      requestUnstaking(w.deps, BUYER, { loanId: 'loan-1' }),
      requestUnstaking(w.deps, BUYER, { loanId: 'loan-1' }),
    ]);
    expect(both.map(code).sort()).toEqual(['STAKING.REQUEST_AWAITING', 'ok']);
    expect(await w.read().staking.requestsOfLoan('loan-1')).toHaveLength(1);
  });
});
