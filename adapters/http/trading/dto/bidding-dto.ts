/**
 * Bids as the API answers them (spec §3 Bid: _id, bidId, status, validTill, loanAmount,
 * bid_amount, bidders[{bidAmount, bought}], loanData). A row is one bid seen by one bidder, so
 * `bidders` holds that bidder's own entry only (never the others'), and `bid_amount` is the
 * bidder's amount. Around them: the §4 expire-in cell, outcome Won / Pending / Lost, greyed,
 * and whether a bid can be placed now. Money in dollars.
 */
import { z } from '@hono/zod-openapi';
import { BID_STATUSES, BIDDER_OUTCOMES, type BidQuestion } from '../../../../core/bidding/bid';
import type { BiddingRow } from '../../../../core/bidding/bidding-row';
import { toDollars } from '../../../../core/money/cents';

export const BidRowSchema = z
  .object({
    _id: z.string(),
    bidId: z.string(),
    status: z.enum(BID_STATUSES),
    validTill: z.string(),
    loanAmount: z.number(),
    bid_amount: z.number().nullable(),
    bidders: z.array(z.object({ bidAmount: z.number(), bought: z.boolean() })),
    loanData: z.object({
      _id: z.string(),
      loan_id: z.string(),
      tape_name: z.string(),
      loan_value: z.number(),
      interestrate: z.number().nullable(),
      tenure: z.number().nullable(),
      fico_score: z.number().nullable(),
      ltv_value: z.number().nullable(),
      debt_to_income_ratio: z.number().nullable(),
    }),
    expireIn: z.object({
      text: z.string(),
      colour: z.string(),
      unit: z.enum(['days', 'hours', 'minutes', 'expired']),
    }),
    outcome: z.enum(BIDDER_OUTCOMES).nullable(),
    placedAt: z.string().nullable(),
    greyed: z.boolean(),
    canBid: z.boolean(),
  })
  .openapi('BidRow');

export type BidRowDto = z.infer<typeof BidRowSchema>;

export function bidRowDto(row: BiddingRow): BidRowDto {
  const amount = row.bidAmountCents === null ? null : toDollars(row.bidAmountCents);
  return {
    _id: row.bidId,
    bidId: row.bidId,
    status: row.status,
    validTill: row.validTill,
    loanAmount: toDollars(row.loanAmountCents),
    bid_amount: amount,
    bidders: amount === null ? [] : [{ bidAmount: amount, bought: row.outcome === 'Won' }],
    loanData: {
      _id: row.loanId,
      loan_id: row.loanNumber,
      tape_name: row.tapeName,
      loan_value: toDollars(row.loanAmountCents),
      interestrate: row.interestRate,
      tenure: row.tenureMonths,
      fico_score: row.fico,
      ltv_value: row.ltv,
      debt_to_income_ratio: row.dti,
    },
    expireIn: { text: row.expireIn.text, colour: row.expireIn.colour, unit: row.expireIn.unit },
    outcome: row.outcome,
    placedAt: row.placedAt,
    greyed: row.greyed,
    canBid: row.canBid,
  };
}

export const BidMessageSchema = z
  .object({
    _id: z.string(),
    bidId: z.string(),
    bidderId: z.string(),
    sender: z.string(),
    senderName: z.string(),
    message: z.string(),
    docName: z.string().nullable(),
    blobName: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('BidMessage');

export function bidMessageDto(q: BidQuestion): z.infer<typeof BidMessageSchema> {
  return {
    _id: q.id,
    bidId: q.bidId,
    bidderId: q.bidderId,
    sender: q.senderId,
    senderName: q.senderName,
    message: q.message,
    docName: q.docName,
    blobName: q.blobName,
    createdAt: q.at,
  };
}
