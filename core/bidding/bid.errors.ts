/**
 * The refusals of the bidding area. Texts the spec gives (§4, §8) come from the message
 * catalogue; where the spec shows none, the sentence here is ours (marked "ours"). Who may
 * act at all is the capability table's to say (core/permissions); bid amounts are refused by
 * the §5 bid input of core/validation.
 */

import { refusal } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';

/** User-facing texts of this area that the spec does not give. */
export const BIDDING_MESSAGES = {
  notOwner: 'You can only open your own loans for bidding', // ours
  loanNotFound: 'Loan not found', // ours
  loanNotListed: 'This loan is not available to open for bidding', // ours
  validTillNotFuture: 'The bidding end time must be in the future', // ours
  noLoansSelected: 'Please select at least one loan', // ours
  loanChanged: 'This loan was changed by someone else, please try again', // ours
  notYourself: 'You can only act for yourself', // ours
  bidNotFound: 'Bid not found', // ours
  ownLoan: 'You cannot bid on your own loan', // ours
  bidClosed: 'Bidding on this loan is closed', // ours
  bidExpired: 'Bidding on this loan has expired', // ours
  alreadyPlaced: 'You have already placed a bid on this loan', // ours
  notThreadParty: 'Only the bidder and the lender can see this conversation', // ours
  messageRequired: 'Please enter a message', // ours
  messageTooLong: 'The message is too long (at most 2000 characters)', // ours
  noQuestionYet: 'The bidder has not asked a question yet', // ours
  tooManyRows: 'Too many rows: upload at most 5000 bids at a time', // ours
  closeInFuture: 'Bids can only be closed as of now or an earlier time', // ours
} as const;

/** Builders of every refusal of the area, by reason. */
export const BidErrors = {
  invalidRequest: refusal('invalid', 'BID.INVALID_REQUEST', MESSAGES.invalidRequest),
  closeInFuture: refusal('invalid', 'BID.CLOSE_IN_FUTURE', BIDDING_MESSAGES.closeInFuture),
  notOwner: refusal('forbidden', 'BID.NOT_OWNER', BIDDING_MESSAGES.notOwner),
  loanNotFound: refusal('not_found', 'BID.LOAN_NOT_FOUND', BIDDING_MESSAGES.loanNotFound),
  loanNotListed: refusal('rule_violation', 'BID.LOAN_NOT_LISTED', BIDDING_MESSAGES.loanNotListed),
  validTillNotFuture: refusal('invalid', 'BID.VALID_TILL_NOT_FUTURE', BIDDING_MESSAGES.validTillNotFuture),
  noLoansSelected: refusal('invalid', 'BID.NO_LOANS', BIDDING_MESSAGES.noLoansSelected),
  loanChanged: refusal('conflict', 'BID.LOAN_CHANGED', BIDDING_MESSAGES.loanChanged),
  notYourself: refusal('forbidden', 'BID.NOT_YOURSELF', BIDDING_MESSAGES.notYourself),
  bidNotFound: refusal('not_found', 'BID.NOT_FOUND', BIDDING_MESSAGES.bidNotFound),
  ownLoan: refusal('forbidden', 'BID.OWN_LOAN', BIDDING_MESSAGES.ownLoan),
  closed: refusal('rule_violation', 'BID.CLOSED', BIDDING_MESSAGES.bidClosed),
  expired: refusal('rule_violation', 'BID.EXPIRED', BIDDING_MESSAGES.bidExpired),
  alreadyPlaced: refusal('conflict', 'BID.ALREADY_PLACED', BIDDING_MESSAGES.alreadyPlaced),
  notThreadParty: refusal('forbidden', 'BID.NOT_THREAD_PARTY', BIDDING_MESSAGES.notThreadParty),
  messageRequired: refusal('invalid', 'BID.MESSAGE_REQUIRED', BIDDING_MESSAGES.messageRequired),
  messageTooLong: refusal('invalid', 'BID.MESSAGE_TOO_LONG', BIDDING_MESSAGES.messageTooLong),
  noQuestionYet: refusal('rule_violation', 'BID.NO_QUESTION_YET', BIDDING_MESSAGES.noQuestionYet),
  noMatchingRecords: refusal('rule_violation', 'BID.NO_MATCHING_RECORDS', MESSAGES.noMatchingRecords),
  tooManyRows: refusal('invalid', 'BID.TOO_MANY_ROWS', BIDDING_MESSAGES.tooManyRows),
} as const;
