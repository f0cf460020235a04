import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

type Listed = {
  statusText: string;
  data: { notificationType: string; tapeName: string; data: { link?: string } }[];
};

describe('notifications', () => {
  let w: TradingWorld;
  const ask = { userId: 'lender-1', notificationType: 'transferTape', tapeName: 'Spring' };

  beforeEach(async () => {
    w = await tradingWorld();
    await w.seedTape({ tapeName: 'Spring', count: 1 });
    await w.seedDueDiligence('Spring');
  });
  afterEach(() => w.close());

  it("notifies the tape's lender in-app and by email with the /lender-actions link", async () => {
    const res = await w.as('dueDiligence').post('/notify_default_user', ask);
    expect(res.status).toBe(200);
    expect((await json(res)).statusText).toBe(MESSAGES.sentSuccessfully);
    const mail = (await w.outbox()).find((m) => m.channel === 'email' && m.to === 'lender-1@example.test');
    expect(mail?.body).toContain('/lender-actions?action=transferTape&tapeName=Spring');
    const listed = await json<Listed>(await w.as('lender').get('/notifications'));
    expect(listed.data[0]).toMatchObject({
      notificationType: 'transferTape',
      tapeName: 'Spring',
      data: { link: '/lender-actions?action=transferTape&tapeName=Spring' },
    });
  });

  it("lists only the caller's own notifications, newest first", async () => {
    await w.as('dueDiligence').post('/notify_default_user', ask);
    w.clock.advance(60_000);
    await w.as('dueDiligence').post('/notify_default_user', { ...ask, notificationType: 'wip' });
    const lender = await json<Listed>(await w.as('lender').get('/notifications'));
    // Oldest: the investor's price that is its stake in the tape, sent before due diligence.
    expect(lender.data.map((n) => n.notificationType)).toEqual([
      'wip',
      'transferTape',
      'notifyStakeholderPrice',
    ]);
    const limited = await json<Listed>(await w.as('lender').get('/notifications?limit=1'));
    expect(limited.data).toHaveLength(1);
    const investor2 = await json<Listed>(await w.as('investor2').get('/notifications'));
    expect(investor2).toMatchObject({ statusText: MESSAGES.noRecordsToDisplay, data: [] });
  });

  it('refuses a recipient who is not the tape’s lender, a tape the caller cannot see, and an unknown action', async () => {
    const notLender = await w
      .as('dueDiligence')
      .post('/notify_default_user', { ...ask, userId: 'investor-1' });
    expect(notLender.status).toBe(422);
    expect((await json(notLender)).error).toBe('Notifications about a tape go to its lender');
    const unseen = await w.as('investor2').post('/notify_default_user', ask);
    expect(unseen.status).toBe(404);
    expect(
      (await w.as('dueDiligence').post('/notify_default_user', { ...ask, notificationType: 'spam' })).status,
    ).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await w.anonymous().post('/notify_default_user', ask)).status).toBe(401);
    expect((await w.anonymous().get('/notifications')).status).toBe(401);
  });
});
