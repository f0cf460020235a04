/**
 * What the staking calls answer (spec §9 gives no field names; these follow the trading DTOs:
 * `_id` for the record's own id, `loanId` for the loan's `_id`, `loan_id` for its loan number as
 * spec §3 names it, `tape_name`, amounts in dollars, instants as ISO strings).
 */
import { z } from '@hono/zod-openapi';
import { formatDuration } from '../../../../core/format/durations';
import { toDollars } from '../../../../core/money/cents';
import type { DueUnstakingRequests } from '../../../../core/staking/due-unstaking-requests';
import type { LoanStaking } from '../../../../core/staking/loan-staking';
import type { Stake, UnstakeStanding } from '../../../../core/staking/stake';

export const StakeSchema = z
  .object({
    _id: z.string(),
    loanId: z.string().openapi({ description: 'The loan’s `_id`.' }),
    loan_id: z.string().openapi({ description: 'The loan number.' }),
    tape_name: z.string(),
    lenderId: z.string().openapi({ description: 'The lender who staked (who opened the loan for bidding).' }),
    loan_value: z.number().openapi({ description: 'Dollars: the loan amount when staked.' }),
    stake: z.number().openapi({ description: 'Dollars: 2 basis points of `loan_value`, to the cent.' }),
    status: z.enum(['staked', 'released']),
    stakedAt: z.string(),
    releasedAt: z.string().nullable(),
  })
  .openapi('Stake');

export const UnstakeRequestSchema = z
  .object({
    _id: z.string(),
    stakeId: z.string(),
    loanId: z.string().openapi({ description: 'The loan’s `_id`.' }),
    loan_id: z.string().openapi({ description: 'The loan number.' }),
    tape_name: z.string(),
    requesterId: z.string().openapi({ description: 'The loan’s owner who asked.' }),
    lenderId: z.string().openapi({ description: 'The staking lender, who must answer.' }),
    reason: z.string().nullable(),
    requestedAt: z.string(),
    respondBy: z.string().openapi({ description: 'The deadline: 15 days after `requestedAt`.' }),
    answer: z.enum(['accepted', 'declined']).nullable(),
    answeredAt: z.string().nullable(),
    state: z.enum(['answered', 'awaiting_lender', 'to_auction']).openapi({
      description: "'to_auction': no answer within 15 days, the contract goes to auction.",
    }),
    timeLeftMs: z.number().int(),
    timeLeft: z.string().openapi({ description: "What is left of the window, e.g. '14 days 23 hours'." }),
  })
  .openapi('UnstakeRequest');

export const LoanStakingSchema = z
  .object({
    loanId: z.string(),
    stakes: z.array(StakeSchema),
    requests: z.array(UnstakeRequestSchema),
    asOf: z.string(),
  })
  .openapi('LoanStaking');

export const DueUnstakingSchema = z
  .object({
    asOf: z.string(),
    awaiting: z.array(UnstakeRequestSchema).openapi({ description: 'Within the window, earliest first.' }),
    toAuction: z.array(UnstakeRequestSchema).openapi({ description: 'Past the window, unanswered.' }),
    more: z.boolean().openapi({ description: 'More unanswered requests exist than `limit`.' }),
  })
  .openapi('DueUnstakingRequests');

export function stakeDto(s: Stake): z.infer<typeof StakeSchema> {
  return {
    _id: s.id,
    loanId: s.loanId,
    loan_id: s.loanNumber,
    tape_name: s.tapeName,
    lenderId: s.stakerId,
    loan_value: toDollars(s.loanValueCents),
    stake: toDollars(s.amountCents),
    status: s.status,
    stakedAt: s.stakedAt,
    releasedAt: s.releasedAt,
  };
}

export function unstakeRequestDto(r: UnstakeStanding): z.infer<typeof UnstakeRequestSchema> {
  return {
    _id: r.id,
    stakeId: r.stakeId,
    loanId: r.loanId,
    loan_id: r.loanNumber,
    tape_name: r.tapeName,
    requesterId: r.requesterId,
    lenderId: r.lenderId,
    reason: r.reason,
    requestedAt: r.requestedAt,
    respondBy: r.respondBy,
    answer: r.answer,
    answeredAt: r.answeredAt,
    state: r.state,
    timeLeftMs: r.timeLeftMs,
    timeLeft: formatDuration(r.timeLeftMs),
  };
}

export function loanStakingDto(v: LoanStaking): z.infer<typeof LoanStakingSchema> {
  return {
    loanId: v.loanId,
    stakes: v.stakes.map(stakeDto),
    requests: v.requests.map(unstakeRequestDto),
    asOf: v.asOf,
  };
}

export function dueUnstakingDto(v: DueUnstakingRequests): z.infer<typeof DueUnstakingSchema> {
  return {
    asOf: v.asOf,
    awaiting: v.awaiting.map(unstakeRequestDto),
    toAuction: v.toAuction.map(unstakeRequestDto),
    more: v.more,
  };
}
