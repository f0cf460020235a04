import type { Stake, UnstakeAnswer, UnstakeRequest } from './stake';

/** Which unanswered requests to list: those a lender must answer, those an owner asked, or all. */
export interface UnansweredFilter {
  readonly lenderId?: string;
  readonly requesterId?: string;
  /** At most this many, earliest `respondBy` first (then id). */
  readonly limit: number;
}

/**
 * Port of the staking records (core/staking). Changes are compare-and-set, so two concurrent
 * callers never both win: a loan holds at most one live stake, a stake at most one unanswered
 * request, and a request is answered once.
 */
export interface StakingStore {
  /** Records new stakes. Throws on a duplicate id or a second live stake of a loan. */
  insertStakes(stakes: readonly Stake[]): Promise<void>;
  /** The live (status 'staked') stakes among `loanIds`, in no particular order. */
  liveStakes(loanIds: readonly string[]): Promise<Stake[]>;
  /** Every stake ever recorded on a loan, oldest first (stakedAt, then id). */
  stakesOfLoan(loanId: string): Promise<Stake[]>;
  /** Releases a live stake; false (and no change) if it is not live. */
  releaseStake(id: string, at: string): Promise<boolean>;

  /** Records a request; false (and no change) if its stake already has an unanswered one. */
  insertRequest(request: UnstakeRequest): Promise<boolean>;
  getRequest(id: string): Promise<UnstakeRequest | null>;
  /** The unanswered request of a stake, if any. */
  unansweredOf(stakeId: string): Promise<UnstakeRequest | null>;
  /** Every request on a loan, oldest first (requestedAt, then id). */
  requestsOfLoan(loanId: string): Promise<UnstakeRequest[]>;
  /** Answers an unanswered request; false (and no change) if it was answered already. */
  answerRequest(id: string, answer: UnstakeAnswer, at: string): Promise<boolean>;
  /** Unanswered requests matching `filter`, earliest `respondBy` first (then id). */
  unanswered(filter: UnansweredFilter): Promise<UnstakeRequest[]>;
}
