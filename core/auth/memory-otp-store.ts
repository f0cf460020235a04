import type { MemoryDb } from '../testing/memory-db';
import type { OtpRecord } from './otp';
import type { OtpStore } from './otp-store';

/** In-memory `OtpStore`; `all` lets tests check that no code is kept in clear. */
export function memoryOtpStore(db: MemoryDb): OtpStore & { all(): OtpRecord[] } {
  const otps = db.table<OtpRecord>('otps');
  return {
    async insert(record) {
      otps.put(record.id, record);
    },
    async latest(purpose, subject) {
      const matching = otps.all().filter((o) => o.purpose === purpose && o.subject === subject);
      // Insertion order breaks ties between codes issued in the same millisecond.
      return matching.reduce<OtpRecord | null>(
        (newest, o) => (newest && newest.createdAt > o.createdAt ? newest : o),
        null,
      );
    },
    async countIssuedAfter(subject, after) {
      return otps.all().filter((o) => o.subject === subject && o.createdAt > after).length;
    },
    async recordTry(id, seen) {
      const o = otps.get(id);
      if (!o || o.tries !== seen) return false;
      otps.put(id, { ...o, tries: seen + 1 });
      return true;
    },
    async consume(id, at) {
      const o = otps.get(id);
      if (!o || o.consumedAt !== null) return false;
      otps.put(id, { ...o, consumedAt: at });
      return true;
    },
    all: () => otps.all(),
  };
}
