import { beforeEach, describe, expect, it } from 'vitest';
import {
  aLoan,
  INVESTOR,
  LENDER,
  TAPE,
  type TradeFixture,
  tradeFixture,
} from '../transfer/testing/trade-fixture';
import { lenderActionLink, notifyDefaultUser } from './notify-default-user';

describe('notifying the default user of a tape', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1', { status: 'bidding' }), aLoan('hidden', { tapeName: 'Quiet Tape' }));
  });
  const send = (over = {}) =>
    notifyDefaultUser(f.deps, INVESTOR, {
      userId: LENDER.userId,
      notificationType: 'submitBid',
      tapeName: TAPE,
      ...over,
    });

  it('tells the tape’s lender in the app and by email, with the link of the lender action', async () => {
    expect(await send()).toEqual({ ok: true, value: { userId: LENDER.userId } });
    const link = '/lender-actions?action=submitBid&tapeName=Tape%20A';
    expect(lenderActionLink('submitBid', TAPE)).toBe(link);
    expect(f.outbox().map((m) => [m.channel, m.to, m.notificationType, m.data?.link])).toEqual([
      ['notification', LENDER.userId, 'submitBid', link],
      ['email', `${LENDER.userId}@demo.test`, 'submitBid', link],
    ]);
  });

  it('sends only to the tape’s lender, about a tape the actor can see', async () => {
    expect(await send({ userId: INVESTOR.userId })).toMatchObject({
      ok: false,
      error: { kind: 'rule_violation', code: 'NOTIFY.NOT_TAPE_LENDER' },
    });
    expect(await send({ tapeName: 'Quiet Tape' })).toMatchObject({
      ok: false,
      error: { code: 'TAPE.NOT_FOUND' },
    });
    expect(await send({ notificationType: 'spam' })).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(f.outbox()).toEqual([]);
  });
});
