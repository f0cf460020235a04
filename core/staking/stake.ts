/**
 * The records of staking (spec §9). Spec §9 gives the terms only; the rest is ours:
 *
 * - A **stake** is the lender's: when a lender puts a loan up for trading (opens it for bidding)
 *   it stakes 2 basis points of the loan's value on it. A loan holds at most one live stake;
 *   re-opening a loan that still holds one (an unsold close, a later sale) keeps it.
 * - An **unstaking request** is the loan's current owner's: an investor who bought the loan and
 *   is refinancing it asks the staking lender to release the stake. The lender answers within
 *   15 days (accept releases the stake, decline keeps it); with no answer in time the contract
 *   goes to auction, and the request stays as it is, so the stake takes no new request.
 *
 * Amounts are integer cents; instants are ISO strings (UTC).
 */
import type { Cents } from '../money/cents';
import { type UnstakeState, unstakeState } from './staking';

/** Live until a refinance unstaking request is accepted. */
export type StakeStatus = 'staked' | 'released';

export interface Stake {
  readonly id: string;
  readonly loanId: string;
  readonly tapeName: string;
  readonly loanNumber: string;
  /** The lender who put the loan up for trading and staked on it. */
  readonly stakerId: string;
  /** The loan's value when staked, and 2 bps of it (`initialStake`). */
  readonly loanValueCents: Cents;
  readonly amountCents: Cents;
  readonly status: StakeStatus;
  readonly stakedAt: string;
  readonly releasedAt: string | null;
}

/** The lender's answer to an unstaking request. */
export type UnstakeAnswer = 'accepted' | 'declined';

export interface UnstakeRequest {
  readonly id: string;
  readonly stakeId: string;
  readonly loanId: string;
  readonly tapeName: string;
  readonly loanNumber: string;
  /** The loan's owner who asked (an investor refinancing it). */
  readonly requesterId: string;
  /** The staking lender, who must answer. */
  readonly lenderId: string;
  /** Why, in the requester's words (optional). */
  readonly reason: string | null;
  readonly requestedAt: string;
  /** `unstakeResponseDeadline(requestedAt)`: stored so the due list is one indexed query. */
  readonly respondBy: string;
  readonly answer: UnstakeAnswer | null;
  readonly answeredAt: string | null;
}

/** A request as it stands at some instant: its state and the time the lender has left. */
export interface UnstakeStanding extends UnstakeRequest {
  readonly state: UnstakeState;
  /** Milliseconds until `respondBy`; 0 once answered or past it. */
  readonly timeLeftMs: number;
}

/** Where `request` stands at `now` (the rules of ./staking.ts). */
export function standingOf(request: UnstakeRequest, now: string): UnstakeStanding {
  const state = unstakeState(request, now);
  const left = state === 'awaiting_lender' ? Date.parse(request.respondBy) - Date.parse(now) : 0;
  return { ...request, state, timeLeftMs: left };
}
