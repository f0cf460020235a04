import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Loan } from '../../../../core/loans/loan';
import { requireCapability } from '../../../../core/permissions/capabilities';
import type { LoanDto } from '../dto/loan-dto-schema';
import { json } from '../testing/test-client';
import { DAY, type TradingWorld, tradingWorld } from '../testing/trading-world';

type Processing = {
  statusText: string;
  data: { docs: (LoanDto & { processing_stage: string })[]; total: number };
};

describe('securitized tapes and loan processing', () => {
  let w: TradingWorld;
  let loans: Loan[];

  beforeEach(async () => {
    w = await tradingWorld();
    loans = await w.seedTape({ tapeName: 'Spring', count: 3 });
    await w.seedTape({ tapeName: 'Autumn', count: 1 });
  });
  afterEach(() => w.close());

  it('gives a due-diligence firm the tapes it is engaged on', async () => {
    await w.seedDueDiligence('Spring');
    const res = await json<{ data: unknown[] }>(
      await w.as('dueDiligence').post('/viewSecuritizedTape', { userId: 'dd-1' }),
    );
    expect(res.data).toEqual([
      {
        tape_name: 'Spring',
        count: 3,
        issuingAuthority: 'Fannie Mae',
        lender_id: 'lender-1',
        investor_ids: ['investor-1'],
        engaged_at: w.clock.now().toISOString(),
      },
    ]);
  });

  it('refuses securitized tapes to other personas and to a userId naming someone else', async () => {
    const investor = await w.as('investor').post('/viewSecuritizedTape', { userId: 'investor-1' });
    expect(investor.status).toBe(403);
    const refusal = requireCapability(w.actors.investor, 'load_securitized_tapes');
    expect((await json(investor)).error).toBe(refusal.ok ? 'allowed' : refusal.error.message);
    const other = await w.as('dueDiligence').post('/viewSecuritizedTape', { userId: 'dd-2' });
    expect(other.status).toBe(403);
    expect((await json(other)).code).toBe('REQUEST.NOT_YOURSELF');
    expect((await w.anonymous().post('/viewSecuritizedTape', { userId: 'dd-1' })).status).toBe(401);
  });

  it('lists the lender’s loans open for bidding, then awarded loans awaiting transfer', async () => {
    const [first] = await w.seedBids([loans[0]!.id, loans[1]!.id]);
    await w.as('investor').post('/place_bid', { bidId: first!.id, bidderId: 'investor-1', amount: 5000 });
    await w.closeBidsAfter(DAY);
    await w.seedBids([loans[2]!.id]);
    const lender = await json<Processing>(
      await w.as('lender').post('/loan_Processing', { userId: 'lender-1' }),
    );
    expect(lender.data.docs.map((d) => [d._id, d.processing_stage])).toEqual([
      [loans[2]!.id, 'open_for_bidding'],
      [loans[0]!.id, 'awaiting_transfer'],
    ]);
    expect(lender.data.docs[1]!.bidPrice).toBe(5000);
    const winner = await json<Processing>(
      await w.as('investor').post('/loan_Processing', { userId: 'investor-1' }),
    );
    expect(winner.data.docs.map((d) => d._id)).toEqual([loans[0]!.id]);
    const loser = await json<Processing>(
      await w.as('investor2').post('/loan_Processing', { userId: 'investor-2' }),
    );
    expect(loser.data.total).toBe(0);
    // Spec §8: tapes with loans in processing are 'being processed'; with none there is nothing to show.
    expect([lender.statusText, winner.statusText]).toEqual([
      MESSAGES.tapesBeingProcessed,
      MESSAGES.tapesBeingProcessed,
    ]);
    expect(loser.statusText).toBe(MESSAGES.noRecordsToDisplay);
  });

  it('refuses loan processing for a userId naming someone else and without a session', async () => {
    expect((await w.as('lender').post('/loan_Processing', { userId: 'lender-2' })).status).toBe(403);
    expect((await w.anonymous().post('/loan_Processing', { userId: 'lender-1' })).status).toBe(401);
  });
});
