import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryDb } from '../testing/memory-db';
import { memoryOutbox } from './memory-outbox';
import { notificationMessage, notificationMessages, notify } from './notify';

const base = {
  id: 'n-1',
  at: '2026-01-15T12:00:00.000Z',
  userId: 'lender-1',
  notificationType: 'notifyTransferTape',
  tapeName: 'Spring Tape',
  subject: 'Due diligence complete',
  body: 'Every query on Spring Tape is closed.',
};

describe('notify', () => {
  it('queues an in-app notification to the user with the tape name in its data (spec §3)', async () => {
    const outbox = memoryOutbox(new MemoryDb());
    await notify(outbox, { ...base, data: { loanId: 'loan-1' } });
    expect(outbox.messages()).toEqual([
      {
        id: 'n-1',
        channel: 'notification',
        to: 'lender-1',
        subject: base.subject,
        body: base.body,
        notificationType: 'notifyTransferTape',
        data: { loanId: 'loan-1', tapeName: 'Spring Tape' },
        createdAt: base.at,
      },
    ]);
  });

  it('always carries the notification’s own tape name, whatever the extra data says', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.dictionary(
          fc.string().filter((k) => k !== '__proto__'),
          fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
        ),
        (tapeName, data) => {
          const message = notificationMessage({ ...base, tapeName, data });
          expect(message.data?.tapeName).toBe(tapeName);
          expect([message.channel, message.to]).toEqual(['notification', base.userId]);
        },
      ),
    );
  });

  it('tells several users one piece of news, each with its own id, type and subject', () => {
    const news = { at: base.at, tapeName: base.tapeName, body: base.body, data: { bidId: 'bid-1' } };
    const messages = notificationMessages(news, [
      { id: 'n-1', userId: 'investor-1', notificationType: 'bidWon', subject: 'You won a bid' },
      { id: 'n-2', userId: 'lender-1', notificationType: 'afterClosure', subject: 'Bidding closed' },
    ]);
    expect(messages).toEqual([
      {
        ...notificationMessage({ ...base, ...news, userId: 'investor-1', notificationType: 'bidWon' }),
        subject: 'You won a bid',
      },
      {
        ...notificationMessage({
          ...base,
          ...news,
          id: 'n-2',
          userId: 'lender-1',
          notificationType: 'afterClosure',
        }),
        subject: 'Bidding closed',
      },
    ]);
  });
});
