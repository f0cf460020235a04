import type { MemoryDb } from '../../testing/memory-db';
import type { Credential, CredentialShare } from './credential';
import type { CredentialStore } from './credential-store';

const newestFirst = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** In-memory `CredentialStore`. */
export function memoryCredentialStore(db: MemoryDb): CredentialStore {
  const credentials = db.table<Credential>('credentials');
  const shares = db.table<CredentialShare>('credential_shares');
  return {
    async insert(credential) {
      if (credentials.has(credential.id)) throw new Error(`duplicate credential id ${credential.id}`);
      credentials.put(credential.id, credential);
    },
    async get(credentialId) {
      return credentials.get(credentialId) ?? null;
    },
    async setStatus(credentialId, from, to, at) {
      const c = credentials.get(credentialId);
      if (!c || c.status !== from) return false;
      credentials.put(credentialId, { ...c, status: to, updatedAt: at });
      return true;
    },
    async listForParty(userId) {
      return credentials
        .all()
        .filter((c) => c.holderId === userId || c.issuerId === userId)
        .sort(newestFirst);
    },
    async insertShare(share) {
      if (shares.has(share.id)) throw new Error(`duplicate share id ${share.id}`);
      shares.put(share.id, share);
    },
    async getShare(shareId) {
      return shares.get(shareId) ?? null;
    },
    async setShareStatus(shareId, from, to, at, credentialId) {
      const s = shares.get(shareId);
      if (!s || s.status !== from) return false;
      shares.put(shareId, { ...s, status: to, updatedAt: at, credentialId: credentialId ?? s.credentialId });
      return true;
    },
    async sharesForParty(userId) {
      return shares
        .all()
        .filter((s) => s.holderId === userId || s.requesterId === userId)
        .sort(newestFirst);
    },
    async sharesOf(credentialId, requesterId) {
      return shares
        .all()
        .filter((s) => s.credentialId === credentialId && s.requesterId === requesterId)
        .sort(newestFirst);
    },
  };
}
