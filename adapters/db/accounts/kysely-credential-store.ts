import type { Kysely, Selectable } from 'kysely';
import type {
  Credential,
  CredentialShare,
  CredentialStatus,
  EntityAttribute,
  ShareStatus,
} from '../../../core/accounts/credentials/credential';
import type { CredentialStore } from '../../../core/accounts/credentials/credential-store';
import { canonicalJson } from '../../../core/format/canonical-json';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

function rowToCredential(r: Selectable<Database['credentials']>): Credential {
  return {
    id: r.id,
    holderId: r.holder_id,
    issuerId: r.issuer_id,
    typeName: r.type_name,
    attributes: JSON.parse(r.attributes) as EntityAttribute[],
    status: r.status as CredentialStatus,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function rowToShare(r: Selectable<Database['credential_shares']>): CredentialShare {
  return {
    id: r.id,
    holderId: r.holder_id,
    requesterId: r.requester_id,
    typeName: r.type_name,
    credentialId: r.credential_id,
    status: r.status as ShareStatus,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/**
 * `CredentialStore` on Kysely: credentials with their attributes as canonical JSON, shares in
 * their own table. Every status move is a conditional UPDATE on the expected status, so of two
 * parties acting at once exactly one wins.
 */
export function kyselyCredentialStore(db: Kysely<Database>, dialect: DialectName): CredentialStore {
  const newestFirst = byCodePoint('id', dialect);
  return {
    async insert(c) {
      await db
        .insertInto('credentials')
        .values({
          id: c.id,
          holder_id: c.holderId,
          issuer_id: c.issuerId,
          type_name: c.typeName,
          attributes: canonicalJson(c.attributes),
          status: c.status,
          created_at: c.createdAt,
          updated_at: c.updatedAt,
        })
        .execute();
    },
    async get(credentialId) {
      const r = await db
        .selectFrom('credentials')
        .selectAll()
        .where('id', '=', credentialId)
        .executeTakeFirst();
      return r ? rowToCredential(r) : null;
    },
    async setStatus(credentialId, from, to, at) {
      const result = await db
        .updateTable('credentials')
        .set({ status: to, updated_at: at })
        .where('id', '=', credentialId)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async listForParty(userId) {
      const rows = await db
        .selectFrom('credentials')
        .selectAll()
        .where((eb) => eb.or([eb('holder_id', '=', userId), eb('issuer_id', '=', userId)]))
        .orderBy('created_at', 'desc')
        .orderBy(newestFirst, 'desc')
        .execute();
      return rows.map(rowToCredential);
    },
    async insertShare(s) {
      await db
        .insertInto('credential_shares')
        .values({
          id: s.id,
          holder_id: s.holderId,
          requester_id: s.requesterId,
          type_name: s.typeName,
          credential_id: s.credentialId,
          status: s.status,
          created_at: s.createdAt,
          updated_at: s.updatedAt,
        })
        .execute();
    },
    async getShare(shareId) {
      const r = await db
        .selectFrom('credential_shares')
        .selectAll()
        .where('id', '=', shareId)
        .executeTakeFirst();
      return r ? rowToShare(r) : null;
    },
    async setShareStatus(shareId, from, to, at, credentialId) {
      const result = await db
        .updateTable('credential_shares')
        .set({
          status: to,
          updated_at: at,
          ...(credentialId !== undefined && { credential_id: credentialId }),
        })
        .where('id', '=', shareId)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async sharesForParty(userId) {
      const rows = await db
        .selectFrom('credential_shares')
        .selectAll()
        .where((eb) => eb.or([eb('holder_id', '=', userId), eb('requester_id', '=', userId)]))
        .orderBy('created_at', 'desc')
        .orderBy(newestFirst, 'desc')
        .execute();
      return rows.map(rowToShare);
    },
    async sharesOf(credentialId, requesterId) {
      const rows = await db
        .selectFrom('credential_shares')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .where('requester_id', '=', requesterId)
        .orderBy('created_at', 'desc')
        .orderBy(newestFirst, 'desc')
        .execute();
      return rows.map(rowToShare);
    },
  };
}
