import type { Selectable } from 'kysely';
import { cents } from '../../../core/money/cents';
import type { Stake, StakeStatus, UnstakeAnswer, UnstakeRequest } from '../../../core/staking/stake';
import type { Database } from '../schema';

/** Rows of the staking tables and their mapping to the domain, field for field. */
type StakeRow = Selectable<Database['stakes']>;
type RequestRow = Selectable<Database['unstake_requests']>;

export const stakeToRow = (s: Stake): StakeRow => ({
  id: s.id,
  loan_id: s.loanId,
  tape_name: s.tapeName,
  loan_number: s.loanNumber,
  staker_id: s.stakerId,
  loan_value_cents: cents(s.loanValueCents),
  amount_cents: cents(s.amountCents),
  status: s.status,
  staked_at: s.stakedAt,
  released_at: s.releasedAt,
});

export const rowToStake = (r: StakeRow): Stake => ({
  id: r.id,
  loanId: r.loan_id,
  tapeName: r.tape_name,
  loanNumber: r.loan_number,
  stakerId: r.staker_id,
  loanValueCents: cents(r.loan_value_cents),
  amountCents: cents(r.amount_cents),
  status: r.status as StakeStatus,
  stakedAt: r.staked_at,
  releasedAt: r.released_at,
});

export const requestToRow = (q: UnstakeRequest): RequestRow => ({
  id: q.id,
  stake_id: q.stakeId,
  loan_id: q.loanId,
  tape_name: q.tapeName,
  loan_number: q.loanNumber,
  requester_id: q.requesterId,
  lender_id: q.lenderId,
  reason: q.reason,
  requested_at: q.requestedAt,
  respond_by: q.respondBy,
  answer: q.answer,
  answered_at: q.answeredAt,
});

export const rowToRequest = (r: RequestRow): UnstakeRequest => ({
  id: r.id,
  stakeId: r.stake_id,
  loanId: r.loan_id,
  tapeName: r.tape_name,
  loanNumber: r.loan_number,
  requesterId: r.requester_id,
  lenderId: r.lender_id,
  reason: r.reason,
  requestedAt: r.requested_at,
  respondBy: r.respond_by,
  answer: r.answer as UnstakeAnswer | null,
  answeredAt: r.answered_at,
});
