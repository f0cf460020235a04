import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

type Thread = { data: { sender: string; senderName: string; message: string }[] };

describe('bid questions: viewBidStipulations and bidStipulations', () => {
  let w: TradingWorld;
  let bidId: string;
  const ask = (message: unknown, who: 'investor' | 'lender' = 'investor') =>
    w
      .as(who)
      .post('/bidStipulations', { bidId, bidderId: 'investor-1', bidderName: 'Someone Else', message });

  beforeEach(async () => {
    w = await tradingWorld();
    const [loan] = await w.seedTape({ tapeName: 'Spring', count: 1 });
    [{ id: bidId }] = await w.seedBids([loan!.id]);
  });
  afterEach(() => w.close());

  it("lets the bidder ask and the lender answer; both read the thread under the platform's names", async () => {
    const asked = await ask('Is the escrow current?');
    expect(asked.status).toBe(201);
    expect((await json(asked)).statusText).toBe(MESSAGES.inquirySent);
    expect((await ask('Yes, current.', 'lender')).status).toBe(201);
    for (const who of ['investor', 'lender'] as const) {
      const thread = await json<Thread>(
        await w.as(who).get(`/viewBidStipulations?bidId=${bidId}&bidderId=investor-1`),
      );
      expect(thread.data.map((m) => [m.senderName, m.message])).toEqual([
        ['Alder Capital', 'Is the escrow current?'],
        ['Lakeside Lending', 'Yes, current.'],
      ]);
    }
    const notified = (await w.outbox()).filter((m) => m.channel === 'notification').map((m) => m.to);
    expect(notified).toEqual(['lender-1', 'investor-1']);
  });

  it('keeps the thread from everyone else', async () => {
    await ask('Question');
    const read = await w.as('investor2').get(`/viewBidStipulations?bidId=${bidId}&bidderId=investor-1`);
    expect(read.status).toBe(403);
    expect((await json(read)).error).toBe('Only the bidder and the lender can see this conversation');
    const write = await w
      .as('investor2')
      .post('/bidStipulations', { bidId, bidderId: 'investor-1', message: 'Hi' });
    expect(write.status).toBe(403);
  });

  it('lets the lender answer only a thread the bidder opened', async () => {
    const res = await ask('Unasked', 'lender');
    expect(res.status).toBe(422);
    expect((await json(res)).error).toBe('The bidder has not asked a question yet');
  });

  it('refuses an empty or too long message and an unknown bid', async () => {
    expect((await json(await ask('  '))).error).toBe('Please enter a message');
    expect((await json(await ask('x'.repeat(2001)))).error).toBe(
      'The message is too long (at most 2000 characters)',
    );
    const unknown = await w.as('investor').get('/viewBidStipulations?bidId=nope&bidderId=investor-1');
    expect(unknown.status).toBe(404);
  });

  it('answers 401 without a session and 400 without the ids', async () => {
    expect((await w.anonymous().get(`/viewBidStipulations?bidId=${bidId}&bidderId=investor-1`)).status).toBe(
      401,
    );
    const missing = await w.as('investor').get(`/viewBidStipulations?bidId=${bidId}`);
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toBe(MESSAGES.invalidRequest);
  });
});
