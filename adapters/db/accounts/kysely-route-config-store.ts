import type { Kysely } from 'kysely';
import type { RouteConfigStore } from '../../../core/accounts/route-config/route-config-store';
import { canonicalJson } from '../../../core/format/canonical-json';
import { compiledQuery } from '../compiled-query';
import type { Database } from '../schema';

// Read for every actor of a request: compiled once (../compiled-query.ts).
const settingsByUser = compiledQuery((db, p: { userId: string }) =>
  db.selectFrom('user_route_settings').selectAll().where('user_id', '=', p.userId),
);

/**
 * `RouteConfigStore` on Kysely: one `member_route_configs` row per (business, member) and one
 * `user_route_settings` row per person (flags as 0/1), written with `INSERT … ON CONFLICT DO
 * UPDATE`, so concurrent writes replace rather than duplicate.
 */
export function kyselyRouteConfigStore(db: Kysely<Database>): RouteConfigStore {
  return {
    async forMember(businessId, userId) {
      const r = await db
        .selectFrom('member_route_configs')
        .selectAll()
        .where('business_id', '=', businessId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!r) return null;
      return {
        businessId: r.business_id,
        userId: r.user_id,
        readOnlyPaths: JSON.parse(r.read_only_paths) as string[],
        updatedBy: r.updated_by,
        updatedAt: r.updated_at,
      };
    },
    async putForMember(config) {
      const fields = {
        read_only_paths: canonicalJson(config.readOnlyPaths),
        updated_by: config.updatedBy,
        updated_at: config.updatedAt,
      };
      await db
        .insertInto('member_route_configs')
        .values({ business_id: config.businessId, user_id: config.userId, ...fields })
        .onConflict((oc) => oc.columns(['business_id', 'user_id']).doUpdateSet(fields))
        .execute();
    },
    async settingsFor(userId) {
      const [r] = (await settingsByUser(db, { userId })).rows;
      if (!r) return null;
      return {
        userId: r.user_id,
        defaultUser: r.default_user === 1,
        personaCheck: r.persona_check === 1,
        updatedBy: r.updated_by,
        updatedAt: r.updated_at,
      };
    },
    async putSettings(settings) {
      const fields = {
        default_user: settings.defaultUser ? 1 : 0,
        persona_check: settings.personaCheck ? 1 : 0,
        updated_by: settings.updatedBy,
        updated_at: settings.updatedAt,
      };
      await db
        .insertInto('user_route_settings')
        .values({ user_id: settings.userId, ...fields })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
        .execute();
    },
  };
}
