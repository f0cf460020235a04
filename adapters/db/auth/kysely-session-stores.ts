import type { Kysely, Selectable } from 'kysely';
import type { BaseRole } from '../../../core/accounts/user';
import type { RefreshTokenStore } from '../../../core/auth/refresh-token-store';
import type { RevokeReason, Session } from '../../../core/auth/session';
import type { SessionStore } from '../../../core/auth/session-store';
import type { TokenRole } from '../../../core/permissions/actor';
import { compiledQuery } from '../compiled-query';
import type { Database } from '../schema';

// Read on every authenticated request: compiled once (../compiled-query.ts).
const sessionById = compiledQuery((db, p: { id: string }) =>
  db.selectFrom('sessions').selectAll().where('id', '=', p.id),
);

function rowToSession(r: Selectable<Database['sessions']>): Session {
  return {
    id: r.id,
    userId: r.user_id,
    role: r.role as TokenRole,
    loginMode: {
      isBusiness: r.is_business === 1,
      businessId: r.business_id,
      userRole: r.user_role as BaseRole,
      ecosystemId: r.ecosystem_id,
    },
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
    revokedReason: r.revoked_reason as RevokeReason | null,
    ...(r.partner_ecosystem_id === null ? {} : { partnerEcosystemId: r.partner_ecosystem_id }),
  };
}

/**
 * `SessionStore` on Kysely, the login mode flattened into columns. Revoking is a conditional
 * UPDATE on `revoked_at IS NULL`: the first revocation (and its reason) stands.
 */
export function kyselySessionStore(db: Kysely<Database>): SessionStore {
  const revokeWhere = (at: string, reason: RevokeReason) =>
    db
      .updateTable('sessions')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('revoked_at', 'is', null);
  return {
    async insert(s) {
      await db
        .insertInto('sessions')
        .values({
          id: s.id,
          user_id: s.userId,
          role: s.role,
          is_business: s.loginMode.isBusiness ? 1 : 0,
          business_id: s.loginMode.businessId,
          user_role: s.loginMode.userRole,
          ecosystem_id: s.loginMode.ecosystemId,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
          revoked_at: s.revokedAt,
          revoked_reason: s.revokedReason,
          partner_ecosystem_id: s.partnerEcosystemId ?? null,
        })
        .execute();
    },
    async findById(id) {
      const [row] = (await sessionById(db, { id })).rows;
      return row ? rowToSession(row) : null;
    },
    async revoke(id, at, reason) {
      const result = await revokeWhere(at, reason).where('id', '=', id).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async revokeAllForUser(userId, at, reason) {
      const result = await revokeWhere(at, reason).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

/** `RefreshTokenStore` on Kysely: rows by hash; `markUsed` is a conditional UPDATE on `used_at IS NULL`. */
export function kyselyRefreshTokenStore(db: Kysely<Database>): RefreshTokenStore {
  return {
    async insert(t) {
      await db
        .insertInto('refresh_tokens')
        .values({
          hash: t.hash,
          session_id: t.sessionId,
          user_id: t.userId,
          issued_at: t.issuedAt,
          expires_at: t.expiresAt,
          used_at: t.usedAt,
        })
        .execute();
    },
    async findByHash(hash) {
      const r = await db.selectFrom('refresh_tokens').selectAll().where('hash', '=', hash).executeTakeFirst();
      if (!r) return null;
      return {
        hash: r.hash,
        sessionId: r.session_id,
        userId: r.user_id,
        issuedAt: r.issued_at,
        expiresAt: r.expires_at,
        usedAt: r.used_at,
      };
    },
    async markUsed(hash, at) {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ used_at: at })
        .where('hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
