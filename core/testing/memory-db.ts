import type { UnitOfWork } from '../ports/unit-of-work';
import { clone } from './clone';

/**
 * The in-memory database behind the fakes of every store port. Rows are plain data, copied on
 * the way in and out so a caller can never change a stored row by mutating what it holds.
 * `memoryUnitOfWork` gives the fakes the transaction semantics of the real adapters: one
 * transaction at a time, all of it or none of it.
 */
export class MemoryTable<T> {
  constructor(private readonly rows: Map<string, T>) {}

  get(key: string): T | undefined {
    const row = this.rows.get(key);
    return row === undefined ? undefined : clone(row);
  }

  has(key: string): boolean {
    return this.rows.has(key);
  }

  put(key: string, row: T): void {
    this.rows.set(key, clone(row));
  }

  delete(key: string): boolean {
    return this.rows.delete(key);
  }

  /** Every row, in insertion order, copied. */
  all(): T[] {
    return [...this.rows.values()].map(clone);
  }

  get size(): number {
    return this.rows.size;
  }
}

export class MemoryDb {
  private readonly tables = new Map<string, Map<string, unknown>>();

  table<T>(name: string): MemoryTable<T> {
    let rows = this.tables.get(name);
    if (!rows) {
      rows = new Map();
      this.tables.set(name, rows);
    }
    return new MemoryTable(rows as Map<string, T>);
  }

  /** A copy that can be changed and then adopted (commit) or dropped (rollback). Rows are never mutated in place, so copying the maps suffices. */
  fork(): MemoryDb {
    const copy = new MemoryDb();
    for (const [name, rows] of this.tables) copy.tables.set(name, new Map(rows));
    return copy;
  }

  adopt(other: MemoryDb): void {
    this.tables.clear();
    for (const [name, rows] of other.tables) this.tables.set(name, rows);
  }
}

/**
 * A `UnitOfWork` over a `MemoryDb`: transactions run one after another (like SQLite's single
 * writer) on a fork that is adopted on success and dropped when `work` throws.
 */
export function memoryUnitOfWork<S>(db: MemoryDb, makeStores: (tx: MemoryDb) => S): UnitOfWork<S> {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: (stores: S) => Promise<T>, keep: boolean): Promise<T> => {
    const next = queue.then(async () => {
      const tx = db.fork();
      const result = await work(makeStores(tx));
      if (keep) db.adopt(tx);
      return result;
    });
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    run: (work) => inTurn(work, true),
    // A read's fork is dropped: a use case that writes inside `read` loses the write, and its test shows it.
    read: (work) => inTurn(work, false),
  };
}
