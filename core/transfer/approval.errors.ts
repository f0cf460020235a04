/**
 * Refusals of stakeholder and purchase approval. Texts the spec gives (§4, §5, §8) come from
 * the catalogues; the others are ours. Rows the caller has no part in are "not found".
 */

import { refusal } from '../errors/domain-error';
import { MESSAGES } from '../errors/messages';

export const APPROVAL_MESSAGES = {
  selectRows: 'Please select at least one record', // ours
  rowNotFound: 'Record not found', // ours
  ownRows: 'You cannot select your own records', // ours (spec §4: they cannot be selected)
  onlyOwnerDecides: 'Only the owner of the loan can approve or reject its price', // ours
  inProgress: 'Some selected loans are still being processed', // ours
  retainedOrOnPlatform: 'Retained loans and loans on the platform cannot be approved or rejected', // ours
  alreadyDecided: 'This price has already been decided', // ours
  offerExpired: 'This price offer has expired', // ours
  priceLocked: 'This price has been accepted and can no longer be changed', // ours
  ownLoan: 'You cannot price your own loan', // ours
  changed: 'This record was changed at the same time; please try again', // ours
  notProcessing: 'Only loans being processed can be completed', // ours
  purchaseNotPending: 'There is no purchase pending your approval for this loan', // ours
  onlyBuyerEdits: 'Only the buyer can change this price', // ours
  purchaseClosed: 'This purchase was rejected or the loan has moved on; its price can no longer be changed', // ours
  purchaseApproved: 'This purchase has been approved and its price can no longer be changed', // ours
} as const;

const A = APPROVAL_MESSAGES;

export const approvalErrors = {
  selectRows: refusal('invalid', 'STAKEHOLDER.NO_SELECTION', A.selectRows),
  rowNotFound: refusal('not_found', 'STAKEHOLDER.NOT_FOUND', A.rowNotFound),
  loanNotFound: refusal('not_found', 'STAKEHOLDER.LOAN_NOT_FOUND', A.rowNotFound),
  ownRows: refusal('rule_violation', 'STAKEHOLDER.OWN_ROWS', A.ownRows),
  onlyOwnerDecides: refusal('forbidden', 'STAKEHOLDER.NOT_OWNER', A.onlyOwnerDecides),
  inProgress: refusal('rule_violation', 'STAKEHOLDER.IN_PROGRESS', A.inProgress),
  retainedOrOnPlatform: refusal(
    'rule_violation',
    'STAKEHOLDER.RETAINED_OR_ON_PLATFORM',
    A.retainedOrOnPlatform,
  ),
  alreadyDecided: refusal('rule_violation', 'STAKEHOLDER.DECIDED', A.alreadyDecided),
  offerExpired: refusal('rule_violation', 'STAKEHOLDER.EXPIRED', A.offerExpired),
  priceLocked: refusal('rule_violation', 'STAKEHOLDER.PRICE_LOCKED', A.priceLocked),
  ownLoan: refusal('rule_violation', 'STAKEHOLDER.OWN_LOAN', A.ownLoan),
  stakeholderChanged: refusal('conflict', 'STAKEHOLDER.CHANGED', A.changed),
  notProcessing: refusal('rule_violation', 'STAKEHOLDER.NOT_PROCESSING', A.notProcessing),
  alreadyTransferred: refusal(
    'conflict',
    'STAKEHOLDER.ALREADY_TRANSFERRED',
    MESSAGES.loansAlreadyTransferred,
  ),

  purchaseNotFound: refusal('not_found', 'PURCHASE.NOT_FOUND', A.rowNotFound),
  purchaseNotPending: refusal('not_found', 'PURCHASE.NOT_PENDING', A.purchaseNotPending),
  onlyBuyerEdits: refusal('forbidden', 'PURCHASE.NOT_BUYER', A.onlyBuyerEdits),
  purchaseClosed: refusal('rule_violation', 'PURCHASE.CLOSED', A.purchaseClosed),
  purchaseApproved: refusal('rule_violation', 'PURCHASE.APPROVED', A.purchaseApproved),
  purchaseChanged: refusal('conflict', 'PURCHASE.CHANGED', A.changed),
} as const;
