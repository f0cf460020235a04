/**
 * Refusals of credentials. The spec's toasts are for successes; these sentences are ours.
 * Anything the caller is not a party to is `not_found`, never `forbidden`: whether a credential
 * exists is itself private.
 */
import { refusal } from '../../errors/domain-error';

export const CREDENTIAL_TEXT = {
  credentialNotFound: 'Credential not found',
  requestNotFound: 'Credential request not found',
  notAllowed: 'This action is not possible on this credential now',
  unknownType: 'Please select a valid credential type',
  missingAttributes: 'Please fill in every attribute of the credential',
  yourself: 'You cannot do this with yourself',
  accountNotFound: 'No account found with these details',
  notIssued: 'Only an issued credential can be shared',
  wrongType: 'This credential is not of the requested type',
} as const;

const e = refusal;

/** Refusals of the credentials area, by reason. */
export const CredentialErrors = {
  invalid: e('invalid', 'CREDENTIAL.INVALID', 'please enter the valid details'),
  credentialNotFound: e('not_found', 'CREDENTIAL.NOT_FOUND', CREDENTIAL_TEXT.credentialNotFound),
  requestNotFound: e('not_found', 'CREDENTIAL.SHARE_NOT_FOUND', CREDENTIAL_TEXT.requestNotFound),
  notAllowed: e('rule_violation', 'CREDENTIAL.BAD_TRANSITION', CREDENTIAL_TEXT.notAllowed),
  changed: e('conflict', 'CREDENTIAL.CHANGED', CREDENTIAL_TEXT.notAllowed),
  unknownType: e('invalid', 'CREDENTIAL.UNKNOWN_TYPE', CREDENTIAL_TEXT.unknownType),
  missingAttributes: e('invalid', 'CREDENTIAL.MISSING_ATTRIBUTES', CREDENTIAL_TEXT.missingAttributes),
  yourself: e('invalid', 'CREDENTIAL.SELF', CREDENTIAL_TEXT.yourself),
  accountNotFound: e('not_found', 'CREDENTIAL.ACCOUNT_NOT_FOUND', CREDENTIAL_TEXT.accountNotFound),
  notIssued: e('rule_violation', 'CREDENTIAL.NOT_ISSUED', CREDENTIAL_TEXT.notIssued),
  wrongType: e('rule_violation', 'CREDENTIAL.WRONG_TYPE', CREDENTIAL_TEXT.wrongType),
};
