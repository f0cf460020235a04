import type { Kysely } from 'kysely';
import type { SocialRegistrationStore } from '../../../core/auth/social-registration-store';
import type { SsoCodeStore } from '../../../core/auth/sso-code-store';
import type { Database } from '../schema';

/**
 * Single sign-on codes and pending social registrations on Kysely: rows by hash, each used once
 * by a conditional UPDATE (`redeemed_at` / `consumed_at IS NULL`) — of two concurrent exchanges
 * of one code exactly one redeems it. `purge-expired.ts` removes them after they expire.
 */
export function kyselySsoCodeStore(db: Kysely<Database>): SsoCodeStore {
  return {
    async insert(c) {
      await db
        .insertInto('sso_codes')
        .values({
          hash: c.hash,
          ecosystem_id: c.ecosystemId,
          redirect_uri: c.redirectUri,
          user_id: c.userId,
          source_session_id: c.sourceSessionId,
          created_at: c.createdAt,
          expires_at: c.expiresAt,
          redeemed_at: c.redeemedAt,
          redeemed_session_id: c.redeemedSessionId,
        })
        .execute();
    },
    async findByHash(hash) {
      const r = await db.selectFrom('sso_codes').selectAll().where('hash', '=', hash).executeTakeFirst();
      if (!r) return null;
      return {
        hash: r.hash,
        ecosystemId: r.ecosystem_id,
        redirectUri: r.redirect_uri,
        userId: r.user_id,
        sourceSessionId: r.source_session_id,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
        redeemedAt: r.redeemed_at,
        redeemedSessionId: r.redeemed_session_id,
      };
    },
    async redeem(hash, at, sessionId) {
      const result = await db
        .updateTable('sso_codes')
        .set({ redeemed_at: at, redeemed_session_id: sessionId })
        .where('hash', '=', hash)
        .where('redeemed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export function kyselySocialRegistrationStore(db: Kysely<Database>): SocialRegistrationStore {
  return {
    async insert(s) {
      await db
        .insertInto('social_registrations')
        .values({
          key_hash: s.keyHash,
          provider: s.provider,
          provider_user_id: s.providerUserId,
          email: s.email,
          first_name: s.firstName,
          last_name: s.lastName,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
          consumed_at: s.consumedAt,
        })
        .execute();
    },
    async findByKeyHash(keyHash) {
      const r = await db
        .selectFrom('social_registrations')
        .selectAll()
        .where('key_hash', '=', keyHash)
        .executeTakeFirst();
      if (!r) return null;
      return {
        keyHash: r.key_hash,
        provider: r.provider,
        providerUserId: r.provider_user_id,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
        consumedAt: r.consumed_at,
      };
    },
    async consume(keyHash, at) {
      const result = await db
        .updateTable('social_registrations')
        .set({ consumed_at: at })
        .where('key_hash', '=', keyHash)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
