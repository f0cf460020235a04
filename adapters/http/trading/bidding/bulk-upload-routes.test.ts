import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Loan } from '../../../../core/loans/loan';
import { VALIDATION_MESSAGES } from '../../../../core/validation/messages';
import { writeCsv, writeXlsx } from '../../../spreadsheet/write-sheet';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';

type Outcome = {
  statusText: string;
  data: {
    placed: boolean;
    matched: { row: number; _id: string; amount: number }[];
    unmatched: { row: number; _id: string; reason: string }[];
  };
};

const sheet = (rows: (string | number | null)[][]) => writeXlsx({ headers: ['_id', 'Bid Amount'], rows });

describe('POST /api/bulk_bid_upload', () => {
  let w: TradingWorld;
  let loans: Loan[];
  const upload = (bytes: Uint8Array, query = '', name = 'bids.xlsx') =>
    w.as('investor').upload(`/bulk_bid_upload${query}`, [{ name, bytes }]);
  const placedBids = async () =>
    (
      await json<{ data: unknown[] }>(
        await w.as('investor').post('/view_After_Bidding', { userId: 'investor-1' }),
      )
    ).data;

  beforeEach(async () => {
    w = await tradingWorld();
    loans = await w.seedTape({ tapeName: 'Spring', count: 3 });
    await w.seedBids([loans[0]!.id, loans[1]!.id]);
  });
  afterEach(() => w.close());

  it('previews a fully matching sheet without placing anything, then places on confirm=true', async () => {
    const bytes = sheet([
      [loans[0]!.id, 1500.25],
      [loans[1]!.id, '2000'],
    ]);
    const preview = await json<Outcome>(await upload(bytes));
    expect(preview.statusText).toBe('All Matching Records');
    expect(preview.data.placed).toBe(false);
    expect(preview.data.matched.map((m) => [m.row, m.amount])).toEqual([
      [2, 1500.25],
      [3, 2000],
    ]);
    expect(await placedBids()).toHaveLength(0);

    const placed = await json<Outcome>(await upload(bytes, '?confirm=true'));
    expect(placed).toMatchObject({ statusText: MESSAGES.bidCreated, data: { placed: true } });
    expect(await placedBids()).toHaveLength(2);
  });

  it("answers 'Partial Matching Records' with the rows that did not match", async () => {
    const bytes = sheet([
      [loans[0]!.id, 1500],
      [loans[2]!.id, 1000],
      [loans[1]!.id, 0],
    ]);
    const res = await json<Outcome>(await upload(bytes, '?confirm=true'));
    expect(res.statusText).toBe(MESSAGES.partialMatchingRecords);
    expect(res.data.unmatched.map((u) => [u.row, u.reason])).toEqual([
      [3, 'not_open'],
      [4, 'invalid_amount'],
    ]);
    expect(await placedBids()).toHaveLength(1);
  });

  it("answers 422 'No Matching Records' when no row matches", async () => {
    const res = await upload(
      sheet([
        [loans[2]!.id, 1000],
        ['unknown', 5],
      ]),
    );
    expect(res.status).toBe(422);
    expect((await json(res)).error).toBe(MESSAGES.noMatchingRecords);
  });

  it('refuses a sheet without the _id and amount columns', async () => {
    const res = await upload(writeXlsx({ headers: ['loan', 'price'], rows: [[loans[0]!.id, 5]] }));
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('The sheet needs the columns _id and amount');
  });

  it('takes .xlsx only: a CSV and a PDF named .xlsx are refused', async () => {
    const csv = await upload(
      writeCsv({ headers: ['_id', 'amount'], rows: [[loans[0]!.id, 5]] }),
      '',
      'bids.csv',
    );
    expect(csv.status).toBe(400);
    expect((await json(csv)).error).toBe(VALIDATION_MESSAGES.unsupportedFormat('bids.csv'));
    const pdf = await upload(new TextEncoder().encode('%PDF-1.7\n1 0 obj\n'), '', 'bids.xlsx');
    expect(pdf.status).toBe(400);
    expect((await json(pdf)).error).toBe(VALIDATION_MESSAGES.unsupportedFormat('bids.xlsx'));
  });

  it("cuts off a file over 50,000,000 bytes with 413 'File too big'", async () => {
    const res = await upload(new Uint8Array(50_000_001));
    expect(res.status).toBe(413);
    expect((await json(res)).error).toBe(MESSAGES.fileTooBig);
  });

  it('refuses two files in one upload', async () => {
    const bytes = sheet([[loans[0]!.id, 1500]]);
    const res = await w.as('investor').upload('/bulk_bid_upload', [
      { name: 'a.xlsx', bytes },
      { name: 'b.xlsx', bytes },
    ]);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(VALIDATION_MESSAGES.onlyOneFile);
    expect(await placedBids()).toHaveLength(0);
  });

  it('refuses lenders with 403 and callers without a session with 401', async () => {
    const bytes = sheet([[loans[0]!.id, 1500]]);
    expect((await w.as('lender').upload('/bulk_bid_upload', [{ name: 'b.xlsx', bytes }])).status).toBe(403);
    expect((await w.anonymous().upload('/bulk_bid_upload', [{ name: 'b.xlsx', bytes }])).status).toBe(401);
  });
});
