import type { MemoryDb } from '../testing/memory-db';
import type { SsoCode } from './sso-code';
import type { SsoCodeStore } from './sso-code-store';

/** In-memory `SsoCodeStore`. */
export function memorySsoCodeStore(db: MemoryDb): SsoCodeStore & { all(): SsoCode[] } {
  const codes = db.table<SsoCode>('sso_codes');
  return {
    async insert(code) {
      codes.put(code.hash, code);
    },
    async findByHash(hash) {
      return codes.get(hash) ?? null;
    },
    async redeem(hash, at, sessionId) {
      const c = codes.get(hash);
      if (!c || c.redeemedAt !== null) return false;
      codes.put(hash, { ...c, redeemedAt: at, redeemedSessionId: sessionId });
      return true;
    },
    all: () => codes.all(),
  };
}
