import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordBlobUpload } from '../../../../core/documents/blob-citations';
import { unwrap } from '../../../../core/errors/result';
import type { Loan } from '../../../../core/loans/loan';
import { openStipulation } from '../../../../core/stipulations/open-stipulation';
import { json } from '../testing/test-client';
import { DAY, type TradingWorld, tradingWorld } from '../testing/trading-world';
import type { LoanDto } from './loan-dto-schema';

const docsOf = async (res: Response) => (await json<{ data: { docs: LoanDto[] } }>(res)).data.docs;

describe('the context of a Loan DTO, shown only to those it concerns', () => {
  let w: TradingWorld;
  let loan: Loan;

  beforeEach(async () => {
    w = await tradingWorld();
    [loan] = (await w.seedTape({ tapeName: 'Spring', count: 1 })) as [Loan];
    await w.seedDueDiligence('Spring');
    const [bid] = await w.seedBids([loan.id]);
    await w.as('investor').post('/place_bid', { bidId: bid!.id, bidderId: 'investor-1', amount: 98765.43 });
    await w.closeBidsAfter(DAY);
  });
  afterEach(() => w.close());

  it('gives the sale price and the winner to the parties of the sale only', async () => {
    const [lenders] = await docsOf(await w.as('lender').get('/get_loans_list'));
    const [winners] = await docsOf(await w.as('investor').get('/get_loans_list'));
    const [firms] = await docsOf(await w.as('dueDiligence').get('/get_loans_list'));
    expect([lenders!.bidPrice, winners!.bidPrice, firms!.bidPrice]).toEqual([98765.43, 98765.43, null]);
    expect(lenders!.stakeholders.map((s) => [s.party, s.persona])).toEqual([
      ['lender-1', 'lender'],
      ['investor-1', 'winner'],
      ['investor-1', 'investor'],
      ['dd-1', 'due_diligence'],
    ]);
    expect(firms!.stakeholders.map((s) => s.persona)).not.toContain('winner');
    expect([lenders!.status, lenders!.close_status, lenders!.isAccepted]).toEqual([
      'awarded',
      'closed',
      'true',
    ]);
  });

  it('names no winner once the lender rejected the purchase: the loan is back on the tape', async () => {
    const rejected = await w.as('lender').post('/set_purchase_approval', {
      loanIdArray: [loan.id],
      approval: 'false',
    });
    expect(rejected.status).toBe(200);
    const [lenders] = await docsOf(await w.as('lender').get('/get_loans_list'));
    expect(lenders!.status).not.toBe('awarded');
    expect(lenders!.stakeholders.map((s) => s.persona)).not.toContain('winner');
    const [formerWinner] = await docsOf(await w.as('investor').get('/get_loans_list'));
    expect(formerWinner?.bidPrice ?? null).toBeNull();
  });

  it("shows a stipulation thread's state to its two parties and nobody else", async () => {
    unwrap(await recordBlobUpload(w.deps.trading, w.actors.dueDiligence, { blobName: 'b'.repeat(64) }));
    unwrap(
      await openStipulation(w.deps.trading, w.actors.dueDiligence, {
        loanId: loan.id,
        docInfo: 'Appraisal',
        docName: 'appraisal.pdf',
        message: 'Please send the appraisal',
        blobName: 'b'.repeat(64),
        stage: 'Due-Diligence',
        partyB: 'lender-1',
      }),
    );
    const [lenders] = await docsOf(await w.as('lender').get('/get_loans_list'));
    expect(lenders!.stipData).toEqual({
      partyA: { userId: 'dd-1', agreeToClosed: false },
      partyB: { userId: 'lender-1', agreeToClosed: false },
      closed: false,
    });
    const [winners] = await docsOf(await w.as('investor').get('/get_loans_list'));
    expect(winners!.stipData).toBeNull();
  });
});
