import type { MemoryDb } from '../testing/memory-db';
import type { RefreshTokenStore } from './refresh-token-store';
import type { RefreshToken } from './session';

/** In-memory `RefreshTokenStore`; `all` lets tests check that no token is kept in clear. */
export function memoryRefreshTokenStore(db: MemoryDb): RefreshTokenStore & { all(): RefreshToken[] } {
  const tokens = db.table<RefreshToken>('refresh_tokens');
  return {
    async insert(token) {
      tokens.put(token.hash, token);
    },
    async findByHash(hash) {
      return tokens.get(hash) ?? null;
    },
    async markUsed(hash, at) {
      const t = tokens.get(hash);
      if (!t || t.usedAt !== null) return false;
      tokens.put(hash, { ...t, usedAt: at });
      return true;
    },
    all: () => tokens.all(),
  };
}
