/**
 * The toast of each credential action (spec §8: 'Credentials have been shared' / 'requested',
 * 'Request has been cancelled', 'Credential has been issued' / 'rejected' / 'approved').
 * The spec has no toast for review; ours says what happened in the same style.
 */
import { MESSAGES } from '../../errors/messages';

export const CREDENTIAL_ACTION_MESSAGES = {
  request: MESSAGES.credentialsRequested,
  share: MESSAGES.credentialsShared,
  cancel: MESSAGES.requestCancelled,
  issue: MESSAGES.credentialIssued,
  reject: MESSAGES.credentialRejected,
  approve: MESSAGES.credentialApproved,
  review: 'Credential is under review',
} as const;

export type CredentialToastAction = keyof typeof CREDENTIAL_ACTION_MESSAGES;
