import type { MemoryDb } from '../../testing/memory-db';
import type { MemberRouteConfig, RouteConfigStore, UserRouteSettings } from './route-config-store';

/** In-memory `RouteConfigStore`, one row per business and member and one settings row per person. */
export function memoryRouteConfigStore(db: MemoryDb): RouteConfigStore {
  const rows = db.table<MemberRouteConfig>('member_route_configs');
  const settings = db.table<UserRouteSettings>('user_route_settings');
  const key = (businessId: string, userId: string) => `${businessId}\u0000${userId}`;
  return {
    async forMember(businessId, userId) {
      return rows.get(key(businessId, userId)) ?? null;
    },
    async putForMember(config) {
      rows.put(key(config.businessId, config.userId), config);
    },
    async settingsFor(userId) {
      return settings.get(userId) ?? null;
    },
    async putSettings(row) {
      settings.put(row.userId, row);
    },
  };
}
