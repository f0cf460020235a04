import type { Credential, CredentialShare, CredentialStatus, ShareStatus } from './credential';

/**
 * Credentials and their shares. Lookups by id return the row whoever asks; the use cases decide
 * who may see it. Status changes are compare-and-set, so two parties acting at once never both
 * win.
 */
export interface CredentialStore {
  insert(credential: Credential): Promise<void>;
  get(credentialId: string): Promise<Credential | null>;
  /** Moves the credential only if it is still `from`; false otherwise. */
  setStatus(credentialId: string, from: CredentialStatus, to: CredentialStatus, at: string): Promise<boolean>;
  /** Credentials the user holds or issues, newest first. */
  listForParty(userId: string): Promise<Credential[]>;
  insertShare(share: CredentialShare): Promise<void>;
  getShare(shareId: string): Promise<CredentialShare | null>;
  /**
   * Moves the share only if it is still `from`; `credentialId`, when given, is recorded with
   * the move (answering a request with a credential). False otherwise.
   */
  setShareStatus(
    shareId: string,
    from: ShareStatus,
    to: ShareStatus,
    at: string,
    credentialId?: string,
  ): Promise<boolean>;
  /** Shares where the user is the holder or the requester, newest first. */
  sharesForParty(userId: string): Promise<CredentialShare[]>;
  /** Shares of one credential with one requester, newest first. */
  sharesOf(credentialId: string, requesterId: string): Promise<CredentialShare[]>;
}
