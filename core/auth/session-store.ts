import type { RevokeReason, Session } from './session';

/** Sessions (refresh-token families). */
export interface SessionStore {
  insert(session: Session): Promise<void>;
  findById(id: string): Promise<Session | null>;
  /** Revokes the session if it is not yet revoked; false when it already was. */
  revoke(id: string, at: string, reason: RevokeReason): Promise<boolean>;
  /** Revokes every unrevoked session of the user; how many were revoked. */
  revokeAllForUser(userId: string, at: string, reason: RevokeReason): Promise<number>;
}
