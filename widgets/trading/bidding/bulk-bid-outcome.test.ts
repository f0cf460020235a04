import { describe, expect, it } from 'vitest';
import { readBulkBidAnswer } from './bulk-bid-outcome';

const outcome = {
  matched: [{ _id: 'bid-1', bidId: 'bid-1', amount: 1200, row: 2 }],
  unmatched: [{ _id: 'bid-9', reason: 'not_open' as const, row: 3 }],
  matching: 'partial' as const,
  placed: false,
};

describe('reading a bulk bid upload answer', () => {
  it('reads a partial preview with its statusText and rows', () => {
    const read = readBulkBidAnswer({
      status: 200,
      body: { success: true, statusText: 'Partial Matching Records', data: outcome },
    });
    expect(read).toEqual({ kind: 'answered', statusText: 'Partial Matching Records', outcome });
  });

  it("shows the server's 'No Matching Records' when nothing matched", () => {
    const read = readBulkBidAnswer({
      status: 422,
      body: { success: false, code: 'BID.NO_MATCHING_RECORDS', error: 'No Matching Records', statusText: '' },
    });
    expect(read).toEqual({ kind: 'refused', message: 'No Matching Records' });
  });

  it("says 'File too big' on 413 whatever the body", () => {
    expect(readBulkBidAnswer({ status: 413, body: 'Payload Too Large' })).toEqual({
      kind: 'refused',
      message: 'File too big',
    });
  });

  it("says 'Error in uploading file' when no answer arrived", () => {
    expect(readBulkBidAnswer({ status: 0, body: null })).toEqual({
      kind: 'refused',
      message: 'Error in uploading file',
    });
  });

  it('treats a 200 without success as a refusal', () => {
    const read = readBulkBidAnswer({ status: 200, body: { success: false, error: 'Invalid Input' } });
    expect(read).toEqual({ kind: 'refused', message: 'Invalid Input' });
  });
});
