import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../core/errors/messages';
import type { Loan } from '../../../../core/loans/loan';
import { readSheet } from '../../../spreadsheet/read-sheet';
import { writeXlsx } from '../../../spreadsheet/write-sheet';
import { json } from '../testing/test-client';
import { type TradingWorld, tradingWorld } from '../testing/trading-world';
import { XLSX_TYPE } from './export-routes';

describe('GET /api/bids/export', () => {
  let w: TradingWorld;
  let loans: Loan[];

  beforeEach(async () => {
    w = await tradingWorld();
    loans = await w.seedTape({ tapeName: 'Spring', count: 2 });
  });
  afterEach(() => w.close());

  it("answers 404 'No Records To Download' when there is nothing to bid on", async () => {
    const res = await w.as('investor').get('/bids/export');
    expect(res.status).toBe(404);
    expect((await json(res)).error).toBe(MESSAGES.noRecordsToDownload);
  });

  it('downloads obs_bid_{date}.xlsx whose filled-in amounts upload back as bids', async () => {
    await w.seedBids(loans.map((l) => l.id));
    const res = await w.as('investor').get('/bids/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="obs_bid_2026-03-02.xlsx"');
    const table = await readSheet(Buffer.from(await res.arrayBuffer()), 'obs_bid.xlsx');
    if (!table.ok) throw new Error(table.error.message);
    expect(table.value.headers.slice(0, 4)).toEqual(['_id', 'amount', 'loan_id', 'tape_name']);
    expect(table.value.rows.map((r) => r._id).sort()).toEqual(loans.map((l) => l.id).sort());

    const filled = writeXlsx({
      headers: table.value.headers,
      rows: table.value.rows.map((r) =>
        table.value.headers.map((h) => (h === 'amount' ? '1234.5' : (r[h] ?? null))),
      ),
    });
    const placed = await w
      .as('investor')
      .upload('/bulk_bid_upload?confirm=true', [{ name: 'obs_bid.xlsx', bytes: filled }]);
    expect((await json(placed)).statusText).toBe(MESSAGES.bidCreated);
  });

  it('refuses lenders with 403 and callers without a session with 401', async () => {
    expect((await w.as('lender').get('/bids/export')).status).toBe(403);
    expect((await w.anonymous().get('/bids/export')).status).toBe(401);
  });
});
