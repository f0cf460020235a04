import type { MemoryDb } from '../testing/memory-db';
import type { Session } from './session';
import type { SessionStore } from './session-store';

/** In-memory `SessionStore`; `all` is for assertions. */
export function memorySessionStore(db: MemoryDb): SessionStore & { all(): Session[] } {
  const sessions = db.table<Session>('sessions');
  return {
    async insert(session) {
      sessions.put(session.id, session);
    },
    async findById(id) {
      return sessions.get(id) ?? null;
    },
    async revoke(id, at, reason) {
      const s = sessions.get(id);
      if (!s || s.revokedAt !== null) return false;
      sessions.put(id, { ...s, revokedAt: at, revokedReason: reason });
      return true;
    },
    async revokeAllForUser(userId, at, reason) {
      let n = 0;
      for (const s of sessions.all()) {
        if (s.userId !== userId || s.revokedAt !== null) continue;
        sessions.put(s.id, { ...s, revokedAt: at, revokedReason: reason });
        n++;
      }
      return n;
    },
    all: () => sessions.all(),
  };
}
