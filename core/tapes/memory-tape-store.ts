import type { Tape } from '../loans/loan';
import type { MemoryDb } from '../testing/memory-db';
import type { ImportBatch, TapeStore } from './tape-store';

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: Tape, b: Tape) => compare(a.name, b.name);

/** In-memory `TapeStore` for core tests; passes the same contract suite as the database adapters. */
export function memoryTapeStore(db: MemoryDb): TapeStore {
  const tapes = db.table<Tape>('tapes');
  const batches = db.table<ImportBatch>('import_batches');
  return {
    async get(name) {
      return tapes.get(name) ?? null;
    },
    async getMany(names) {
      return [...new Set(names)].flatMap((name) => tapes.get(name) ?? []).sort(byName);
    },
    async list() {
      return tapes.all().sort(byName);
    },
    async create(tape) {
      if (tapes.has(tape.name)) return false;
      tapes.put(tape.name, tape);
      return true;
    },
    async addToLoanCount(name, delta) {
      const tape = tapes.get(name);
      if (!tape) throw new Error(`no tape ${name}`);
      tapes.put(name, { ...tape, loanCount: tape.loanCount + delta });
    },
    async recordBatch(batch) {
      if (batches.has(batch.id)) throw new Error(`duplicate batch id ${batch.id}`);
      batches.put(batch.id, batch);
    },
    async findBatchByHash(tapeName, contentHash) {
      const found = batches
        .all()
        .filter((b) => b.tapeName === tapeName && b.contentHash === contentHash)
        .sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
      return found[0] ?? null;
    },
    async findLenderBatchByHash(lenderId, contentHash) {
      const found = batches
        .all()
        .filter((b) => b.createdBy === lenderId && b.contentHash === contentHash)
        .sort((a, b) => compare(a.createdAt, b.createdAt) || compare(a.id, b.id));
      return found[0] ?? null;
    },
    async lockImportsOf() {},
  };
}
