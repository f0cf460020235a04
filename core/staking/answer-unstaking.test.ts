import { describe, expect, it } from 'vitest';
import { answerUnstaking } from './answer-unstaking';
import { requestUnstaking } from './request-unstaking';
import { STAKING_MESSAGES } from './staking.errors';
import {
  BUYER,
  code,
  DAY,
  LENDER,
  OPERATOR,
  OTHER_LENDER,
  onReadOnlyPage,
  stakingWorld,
} from './testing/staking-world';

describe("the lender's answer to an unstaking request (spec §9: within 15 days)", () => {
  it('accepting releases the stake, audits the answer and notifies the owner', async () => {
    const w = await stakingWorld();
    const asked = await w.ask();
    w.clock.advance(3 * DAY);
    const r = await answerUnstaking(w.deps, LENDER, { requestId: asked.id, answer: 'accept' });
    const at = w.clock.now().toISOString();
    expect(r).toEqual({ ok: true, value: { ...asked, answer: 'accepted', answeredAt: at } });
    expect(await w.read().staking.getRequest(asked.id)).toEqual({
      ...asked,
      answer: 'accepted',
      answeredAt: at,
    });
    expect(await w.live('loan-1')).toEqual([]);
    expect((await w.read().staking.stakesOfLoan('loan-1'))[0]).toMatchObject({
      status: 'released',
      releasedAt: at,
    });
    expect(w.audit().at(-1)).toMatchObject({
      type: 'unstake.accepted',
      actorId: LENDER.userId,
      subjectId: 'loan-1',
    });
    expect(w.outbox().at(-1)).toMatchObject({
      to: BUYER.userId,
      notificationType: 'notifyUnstakeAnswer',
      subject: 'Your unstaking request was accepted',
    });
    // A released stake takes no new request.
    expect(code(await requestUnstaking(w.deps, BUYER, { loanId: 'loan-1' }))).toBe('STAKING.NO_STAKE');
  });

  it('declining keeps the stake, and the owner may ask again with a new window', async () => {
    const w = await stakingWorld();
    const asked = await w.ask();
    const r = await answerUnstaking(w.deps, LENDER, { requestId: asked.id, answer: 'decline' });
    expect(r).toMatchObject({ ok: true, value: { answer: 'declined' } });
    expect(await w.live('loan-1')).toHaveLength(1);
    expect(w.audit().at(-1)?.type).toBe('unstake.declined');
    w.clock.advance(DAY);
    const again = await w.ask();
    expect(again.respondBy).toBe(new Date(w.clock.now().getTime() + 15 * DAY).toISOString());
  });

  it('counts an answer exactly at the deadline, and refuses one a millisecond later without a change', async () => {
    const w = await stakingWorld();
    const onTime = await w.ask();
    w.clock.set(onTime.respondBy);
    expect(code(await answerUnstaking(w.deps, LENDER, { requestId: onTime.id, answer: 'decline' }))).toBe(
      'ok',
    );
    const late = await w.ask();
    w.clock.set(new Date(Date.parse(late.respondBy) + 1));
    const r = await answerUnstaking(w.deps, LENDER, { requestId: late.id, answer: 'accept' });
    expect(r).toMatchObject({
      ok: false,
      error: {
        kind: 'rule_violation',
        code: 'STAKING.WINDOW_PASSED',
        message: STAKING_MESSAGES.windowPassed,
      },
    });
    expect(await w.read().staking.getRequest(late.id)).toEqual(late);
    expect(await w.live('loan-1')).toHaveLength(1);
  });

  it('refuses another lender, an investor, the operator, a read-only page and an unknown request', async () => {
    const w = await stakingWorld();
    const asked = await w.ask();
    const answerAs = async (actor: typeof LENDER) =>
      code(await answerUnstaking(w.deps, actor, { requestId: asked.id, answer: 'accept' }));
    expect(await answerAs(OTHER_LENDER)).toBe('STAKING.NOT_LENDER');
    expect(await answerAs(BUYER)).toBe('PERMISSION.PERSONA');
    expect(await answerAs(OPERATOR)).toBe('PERMISSION.NO_PERSONA');
    expect(await answerAs(onReadOnlyPage(LENDER))).toBe('PERMISSION.READ_ONLY');
    expect(code(await answerUnstaking(w.deps, LENDER, { requestId: 'nope', answer: 'accept' }))).toBe(
      'STAKING.REQUEST_NOT_FOUND',
    );
    const bad = await answerUnstaking(w.deps, LENDER, { requestId: asked.id, answer: 'maybe' as 'accept' });
    expect(code(bad)).toBe('STAKING.INVALID_REQUEST');
    expect(await w.read().staking.getRequest(asked.id)).toEqual(asked);
  });

  it('answers once: a second answer, or two at the same time, finds it already answered', async () => {
    const w = await stakingWorld();
    const asked = await w.ask();
    const both = await Promise.all([
      answerUnstaking(w.deps, LENDER, { requestId: asked.id, answer: 'accept' }),
      answerUnstaking(w.deps, LENDER, { requestId: asked.id, answer: 'decline' }),
    ]);
    expect(both.map(code).sort()).toEqual(['STAKING.ALREADY_ANSWERED', 'ok']);
    const again = await answerUnstaking(w.deps, LENDER, { requestId: asked.id, answer: 'decline' });
    expect(again).toMatchObject({
      ok: false,
      error: { kind: 'conflict', message: STAKING_MESSAGES.alreadyAnswered },
    });
    expect(
      w.audit().filter((e) => e.type.startsWith('unstake.') && e.type !== 'unstake.requested'),
    ).toHaveLength(1);
  });
});
