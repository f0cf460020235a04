/**
 * Texts and refusals of contracts. A contract the caller is not a party to answers with the
 * spec's 'Failed to fetch contract please try again' (§8) as `not_found`; other texts are ours.
 */
import { refusal } from '../../errors/domain-error';
import { MESSAGES } from '../../errors/messages';

export const CONTRACT_TEXT = {
  saved: 'Contract saved as draft',
  submitted: 'Contract sent for approval',
  rejected: 'Contract rejected',
  cancelled: 'Contract cancelled',
  sentForSigning: 'Contract sent for signatures',
  stampDutyPaid: 'Stamp duty paid',
  signed: 'Contract signed',
  notAllowed: 'This action is not possible on this contract now',
  changed: 'This contract was changed by someone else, please try again',
  counterpartyNotFound: 'No account found for the other party',
  withYourself: 'You cannot make a contract with yourself',
  paymentDeclined: 'Payment failed, please try again',
} as const;

const e = refusal;

/** Refusals of the contracts area, by reason. */
export const ContractErrors = {
  notFound: e('not_found', 'CONTRACT.NOT_FOUND', MESSAGES.failedToFetchContract),
  notAllowed: e('rule_violation', 'CONTRACT.BAD_TRANSITION', CONTRACT_TEXT.notAllowed),
  changed: e('conflict', 'CONTRACT.CHANGED', CONTRACT_TEXT.changed),
  counterpartyNotFound: e('not_found', 'CONTRACT.COUNTERPARTY_NOT_FOUND', CONTRACT_TEXT.counterpartyNotFound),
  withYourself: e('invalid', 'CONTRACT.WITH_YOURSELF', CONTRACT_TEXT.withYourself),
  paymentDeclined: e('rule_violation', 'CONTRACT.PAYMENT_DECLINED', CONTRACT_TEXT.paymentDeclined),
};
