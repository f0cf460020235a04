import { describe, expect, it } from 'vitest';
import { biddingRows, bidRowView, withPlacedBid } from './bidding-view';
import { bidRow, hoursFromNow, placedRow, SAMPLE_NOW } from './testing/bid-rows';

describe('the bidding table at the screen clock', () => {
  it('works out expire-in again at now, not at the server clock', () => {
    // The server saw 3 days; at the screen's now only 30 minutes remain.
    const view = bidRowView(bidRow(1, { validTill: hoursFromNow(0.5) }), SAMPLE_NOW);
    expect(view.expireIn).toMatchObject({ text: '30 minutes', colour: 'amber', unit: 'minutes' });
  });

  it('stops offering a bid once validTill has passed, and greys the row', () => {
    const view = bidRowView(bidRow(1, { validTill: hoursFromNow(-0.1), canBid: true }), SAMPLE_NOW);
    expect(view.canBid).toBe(false);
    expect(view.greyed).toBe(true);
    expect(view.expireIn.text).toBe('Expired');
  });

  it('greys an open row without a bid amount and not one with an amount', () => {
    expect(bidRowView(bidRow(1), SAMPLE_NOW).greyed).toBe(true);
    expect(bidRowView(placedRow(2, 1200), SAMPLE_NOW).greyed).toBe(false);
  });

  it('never offers a bid on a closed row, whatever the server said', () => {
    expect(bidRowView(bidRow(1, { status: 'closed', canBid: true }), SAMPLE_NOW).canBid).toBe(false);
  });

  it('orders by time bucket (under a day, over a day, under an hour, expired), then amount', () => {
    const rows = [
      placedRow(1, 100, { validTill: hoursFromNow(-1) }),
      placedRow(2, 100, { validTill: hoursFromNow(0.5) }),
      placedRow(3, 100, { validTill: hoursFromNow(48) }),
      placedRow(4, 100, { validTill: hoursFromNow(5) }),
      placedRow(5, 900, { validTill: hoursFromNow(6) }),
    ];
    expect(biddingRows(rows, SAMPLE_NOW).map((r) => r.bidId)).toEqual([
      'bid-0005',
      'bid-0004',
      'bid-0003',
      'bid-0002',
      'bid-0001',
    ]);
  });

  it('reads dollar amounts as cents', () => {
    const view = bidRowView(placedRow(1, 1250.5, { loanAmount: 300000.25 }), SAMPLE_NOW);
    expect(view.bidAmountCents).toBe(125050);
    expect(view.loanAmountCents).toBe(30000025);
  });

  it('marks a row as bid on after a placed bid: Pending, no further bid', () => {
    const row = withPlacedBid(bidRow(1), 1500, hoursFromNow(0));
    expect(row).toMatchObject({ bid_amount: 1500, outcome: 'Pending', canBid: false });
    expect(bidRowView(row, SAMPLE_NOW).greyed).toBe(false);
  });
});
