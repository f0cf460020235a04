/**
 * The refusals and answers of staking. Spec §9 gives the terms and no wording, so every
 * sentence is ours except 'Invalid request' and 'Approved successfully' (spec §8); who may act
 * at all is the capability table's to say (core/permissions).
 */
import { refusal } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';
import { UNSTAKE_RESPONSE_DAYS } from './staking';

/** Longest reason a requester may give. */
export const MAX_REASON_LENGTH = 2000;

/** User-facing texts of staking (all ours). */
export const STAKING_MESSAGES = {
  loanNotFound: 'Loan not found',
  requestNotFound: 'Unstaking request not found',
  notOwner: 'Only the owner of this loan can ask to unstake it',
  ownStake: 'You cannot ask to release a stake of your own',
  noStake: 'This loan holds no stake',
  requestAwaiting: 'An unstaking request for this loan is already awaiting the lender',
  toAuction: `The lender did not answer the unstaking request within ${UNSTAKE_RESPONSE_DAYS} days: the contract goes to auction`,
  notLender: 'Only the lender who staked on this loan can answer this request',
  alreadyAnswered: 'This unstaking request has already been answered',
  windowPassed: `The ${UNSTAKE_RESPONSE_DAYS} days to answer this request have passed: the contract goes to auction`,
  notAParty: "Only the loan's owner and the lender who staked on it can see its stake",
  reasonTooLong: `The reason is too long (at most ${MAX_REASON_LENGTH} characters)`,
  requested: 'Unstaking request sent to the lender',
  declined: 'Unstaking request declined',
} as const;

/** Answers the staking calls give on success. */
export const STAKING_ANSWERS = {
  requested: STAKING_MESSAGES.requested,
  accepted: MESSAGES.approvedSuccessfully,
  declined: STAKING_MESSAGES.declined,
} as const;

/** Builders of every refusal of staking, by reason. */
export const StakingErrors = {
  invalidRequest: refusal('invalid', 'STAKING.INVALID_REQUEST', MESSAGES.invalidRequest),
  reasonTooLong: refusal('invalid', 'STAKING.REASON_TOO_LONG', STAKING_MESSAGES.reasonTooLong),
  loanNotFound: refusal('not_found', 'STAKING.LOAN_NOT_FOUND', STAKING_MESSAGES.loanNotFound),
  requestNotFound: refusal('not_found', 'STAKING.REQUEST_NOT_FOUND', STAKING_MESSAGES.requestNotFound),
  notOwner: refusal('forbidden', 'STAKING.NOT_OWNER', STAKING_MESSAGES.notOwner),
  ownStake: refusal('forbidden', 'STAKING.OWN_STAKE', STAKING_MESSAGES.ownStake),
  notLender: refusal('forbidden', 'STAKING.NOT_LENDER', STAKING_MESSAGES.notLender),
  notAParty: refusal('forbidden', 'STAKING.NOT_A_PARTY', STAKING_MESSAGES.notAParty),
  noStake: refusal('rule_violation', 'STAKING.NO_STAKE', STAKING_MESSAGES.noStake),
  requestAwaiting: refusal('conflict', 'STAKING.REQUEST_AWAITING', STAKING_MESSAGES.requestAwaiting),
  toAuction: refusal('rule_violation', 'STAKING.TO_AUCTION', STAKING_MESSAGES.toAuction),
  alreadyAnswered: refusal('conflict', 'STAKING.ALREADY_ANSWERED', STAKING_MESSAGES.alreadyAnswered),
  windowPassed: refusal('rule_violation', 'STAKING.WINDOW_PASSED', STAKING_MESSAGES.windowPassed),
};
