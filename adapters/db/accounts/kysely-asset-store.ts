import type { Kysely, Selectable } from 'kysely';
import type { Asset, AssetType, DayRange } from '../../../core/accounts/assets/asset';
import type { AssetStore } from '../../../core/accounts/assets/asset-store';
import { canonicalJson } from '../../../core/format/canonical-json';
import { cents } from '../../../core/money/cents';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

/** Model and city are searched without case: lower-cased here, so both databases agree on every script. */
const key = (text: string) => text.toLowerCase();

function rowToAsset(r: Selectable<Database['assets']>): Asset {
  return {
    id: r.id,
    ownerUserId: r.owner_user_id,
    type: r.type as AssetType,
    model: r.model,
    city: r.city,
    dailyRate: cents(r.daily_rate),
    availability: JSON.parse(r.availability) as DayRange[],
    createdAt: r.created_at,
  };
}

/** `AssetStore` on Kysely: availability as canonical JSON, search on lower-cased model and city. */
export function kyselyAssetStore(db: Kysely<Database>, dialect: DialectName): AssetStore {
  return {
    async insert(a) {
      await db
        .insertInto('assets')
        .values({
          id: a.id,
          owner_user_id: a.ownerUserId,
          type: a.type,
          model: a.model,
          model_key: key(a.model),
          city: a.city,
          city_key: key(a.city),
          daily_rate: cents(a.dailyRate),
          availability: canonicalJson(a.availability),
          created_at: a.createdAt,
        })
        .execute();
    },
    async get(assetId) {
      const r = await db.selectFrom('assets').selectAll().where('id', '=', assetId).executeTakeFirst();
      return r ? rowToAsset(r) : null;
    },
    async setAvailability(assetId, availability) {
      const result = await db
        .updateTable('assets')
        .set({ availability: canonicalJson(availability) })
        .where('id', '=', assetId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async ownedBy(ownerUserId) {
      const rows = await db
        .selectFrom('assets')
        .selectAll()
        .where('owner_user_id', '=', ownerUserId)
        .orderBy('created_at')
        .orderBy(byCodePoint('id', dialect))
        .execute();
      return rows.map(rowToAsset);
    },
    async search({ type, model, city, limit }) {
      let query = db.selectFrom('assets').selectAll().where('type', '=', type);
      if (model !== undefined) query = query.where('model_key', '=', key(model));
      if (city !== undefined) query = query.where('city_key', '=', key(city));
      const rows = await query
        .orderBy('created_at')
        .orderBy(byCodePoint('id', dialect))
        .limit(limit)
        .execute();
      return rows.map(rowToAsset);
    },
  };
}
