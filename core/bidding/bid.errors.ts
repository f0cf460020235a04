/**
 * The refusals of the bidding area. Texts the spec gives (§4, §8) come from the message
 * catalogue; where the spec shows none, the sentence here is ours (marked "ours").
 */
import { type DomainError, domainError } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';

/** User-facing texts of this area that the spec does not give. */
export const BIDDING_MESSAGES = {
  notLender: 'Only lenders can open loans for bidding', // ours
  notOwner: 'You can only open your own loans for bidding', // ours
  loanNotFound: 'Loan not found', // ours
  loanNotListed: 'This loan is not available to open for bidding', // ours
  validTillNotFuture: 'The bidding end time must be in the future', // ours
  noLoansSelected: 'Please select at least one loan', // ours
  loanChanged: 'This loan was changed by someone else, please try again', // ours
  notInvestor: 'Only investors can bid', // ours
  notYourself: 'You can only act for yourself', // ours
  bidNotFound: 'Bid not found', // ours
  ownLoan: 'You cannot bid on your own loan', // ours
  bidClosed: 'Bidding on this loan is closed', // ours
  bidExpired: 'Bidding on this loan has expired', // ours
  alreadyPlaced: 'You have already placed a bid on this loan', // ours
  notOperator: 'Only the platform operator can close bids', // ours
  notThreadParty: 'Only the bidder and the lender can see this conversation', // ours
  messageRequired: 'Please enter a message', // ours
  messageTooLong: 'The message is too long (at most 2000 characters)', // ours
  noQuestionYet: 'The bidder has not asked a question yet', // ours
  tooManyRows: 'Too many rows: upload at most 5000 bids at a time', // ours
} as const;

type Kind = DomainError['kind'];
const e =
  (kind: Kind, code: string, message: string) =>
  (details?: Record<string, unknown>): DomainError =>
    domainError(kind, code, message, details);

/** Builders of every refusal of the area, by reason. */
export const BidErrors = {
  invalidRequest: e('invalid', 'BID.INVALID_REQUEST', MESSAGES.invalidRequest),
  notLender: e('forbidden', 'BID.NOT_LENDER', BIDDING_MESSAGES.notLender),
  notOwner: e('forbidden', 'BID.NOT_OWNER', BIDDING_MESSAGES.notOwner),
  loanNotFound: e('not_found', 'BID.LOAN_NOT_FOUND', BIDDING_MESSAGES.loanNotFound),
  loanNotListed: e('rule_violation', 'BID.LOAN_NOT_LISTED', BIDDING_MESSAGES.loanNotListed),
  validTillNotFuture: e('invalid', 'BID.VALID_TILL_NOT_FUTURE', BIDDING_MESSAGES.validTillNotFuture),
  noLoansSelected: e('invalid', 'BID.NO_LOANS', BIDDING_MESSAGES.noLoansSelected),
  loanChanged: e('conflict', 'BID.LOAN_CHANGED', BIDDING_MESSAGES.loanChanged),
  notInvestor: e('forbidden', 'BID.NOT_INVESTOR', BIDDING_MESSAGES.notInvestor),
  notYourself: e('forbidden', 'BID.NOT_YOURSELF', BIDDING_MESSAGES.notYourself),
  /** Not a number, or zero or less (spec §5 submit message). */
  amountNotPositive: e('invalid', 'BID.AMOUNT_NOT_POSITIVE', MESSAGES.enterValidPositiveAmount),
  /** Positive but under the minimum of 1, or finer than a cent (spec §5 submit message). */
  amountInvalid: e('invalid', 'BID.AMOUNT_INVALID', MESSAGES.invalidInput),
  bidNotFound: e('not_found', 'BID.NOT_FOUND', BIDDING_MESSAGES.bidNotFound),
  ownLoan: e('forbidden', 'BID.OWN_LOAN', BIDDING_MESSAGES.ownLoan),
  closed: e('rule_violation', 'BID.CLOSED', BIDDING_MESSAGES.bidClosed),
  expired: e('rule_violation', 'BID.EXPIRED', BIDDING_MESSAGES.bidExpired),
  alreadyPlaced: e('conflict', 'BID.ALREADY_PLACED', BIDDING_MESSAGES.alreadyPlaced),
  notOperator: e('forbidden', 'BID.NOT_OPERATOR', BIDDING_MESSAGES.notOperator),
  notThreadParty: e('forbidden', 'BID.NOT_THREAD_PARTY', BIDDING_MESSAGES.notThreadParty),
  messageRequired: e('invalid', 'BID.MESSAGE_REQUIRED', BIDDING_MESSAGES.messageRequired),
  messageTooLong: e('invalid', 'BID.MESSAGE_TOO_LONG', BIDDING_MESSAGES.messageTooLong),
  noQuestionYet: e('rule_violation', 'BID.NO_QUESTION_YET', BIDDING_MESSAGES.noQuestionYet),
  noMatchingRecords: e('rule_violation', 'BID.NO_MATCHING_RECORDS', MESSAGES.noMatchingRecords),
  tooManyRows: e('invalid', 'BID.TOO_MANY_ROWS', BIDDING_MESSAGES.tooManyRows),
} as const;
