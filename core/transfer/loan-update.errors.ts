/**
 * Refusals of the loan update diff (spec §3 "Loan update diff"). The spec shows no text for
 * them; 'Invalid Input' (§8) answers a diff that does not read, the other sentences are ours.
 */

import { refusal } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';

export const LOAN_UPDATE_MESSAGES = {
  onlyOwner: 'Only the owner of the loan can update its details', // ours
  rowDecided: 'The price on this loan has been decided; its details can no longer change', // ours
  loanTrading: 'This loan is open for bidding or awaiting transfer; its details cannot change', // ours
  changed: 'This loan was changed at the same time; please try again', // ours
} as const;

const M = LOAN_UPDATE_MESSAGES;

export const loanUpdateErrors = {
  invalid: refusal('invalid', 'LOAN_UPDATE.INVALID', MESSAGES.invalidInput),
  onlyOwner: refusal('forbidden', 'LOAN_UPDATE.NOT_OWNER', M.onlyOwner),
  rowDecided: refusal('rule_violation', 'LOAN_UPDATE.ROW_DECIDED', M.rowDecided),
  loanTrading: refusal('rule_violation', 'LOAN_UPDATE.LOAN_TRADING', M.loanTrading),
  changed: refusal('conflict', 'LOAN_UPDATE.CHANGED', M.changed),
} as const;
