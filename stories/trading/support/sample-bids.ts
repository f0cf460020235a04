/**
 * Sample bidding-table rows typed by the API, shaped like the demo's `/bidding_table`: each
 * time bucket of the expire-in display (days, hours, minutes, expired), the bidder's outcome
 * (Won / Pending / Lost / none), greyed rows and rows still open for a bid. Deterministic.
 */
import type { components } from '../../../widgets/api';
import { sampleLoans } from './sample-loans';
import { sampleId, sampleRandom } from './sample-random';

type BidRow = components['schemas']['BidRow'];

const BUCKETS = [
  { unit: 'days', colour: 'green', text: '2 days', hours: 50 },
  { unit: 'hours', colour: 'amber', text: '5 hours', hours: 5 },
  { unit: 'minutes', colour: 'amber', text: '40 minutes', hours: 0.67 },
  { unit: 'expired', colour: 'red', text: 'Expired', hours: -3 },
] as const;

/** `count` bidding rows as of `now`, cycling through the time buckets and outcomes. */
export function sampleBids(count: number, now = new Date(Date.UTC(2026, 10, 26, 12)), seed = 7): BidRow[] {
  const random = sampleRandom(seed);
  return sampleLoans(count, { seed }).map((loan, index) => {
    const bucket = BUCKETS[index % BUCKETS.length] ?? BUCKETS[0];
    const params = loan.loanDetails.loan_pool_parameters[0]?.recent_version;
    const bid =
      index % 3 === 0 ? null : Math.round(loan.loan_value * random.decimal(0.95, 1.02, 3) * 100) / 100;
    const outcome = bid === null ? null : ((['Pending', 'Won', 'Lost'] as const)[index % 3] ?? 'Pending');
    const open = bucket.unit !== 'expired';
    return {
      _id: sampleId(4, index),
      bidId: sampleId(4, index),
      status: open ? 'open' : 'closed',
      validTill: new Date(now.getTime() + bucket.hours * 3_600_000).toISOString(),
      loanAmount: loan.loan_value,
      bid_amount: bid,
      bidders: bid === null ? [] : [{ bidAmount: bid, bought: outcome === 'Won' }],
      loanData: {
        _id: loan._id,
        loan_id: loan.loan_id,
        tape_name: loan.tape_name,
        loan_value: loan.loan_value,
        interestrate: 6.25,
        tenure: params?.tenure ?? null,
        fico_score: params?.fico_score ?? null,
        ltv_value: params?.ltv_value ?? null,
        debt_to_income_ratio: params?.debt_to_income_ratio ?? null,
      },
      expireIn: { text: bucket.text, colour: bucket.colour, unit: bucket.unit },
      outcome,
      placedAt: bid === null ? null : new Date(now.getTime() - 3_600_000).toISOString(),
      greyed: !open || bid === null,
      canBid: open && bid === null,
    };
  });
}
