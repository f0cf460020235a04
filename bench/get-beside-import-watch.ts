/**
 * What bench/get-beside-import.ts sees of the import from outside: the moment its batch row
 * becomes visible to a reader of the SQLite file it writes into (it has committed), polled every
 * few milliseconds from this process. A GET window can then be cut at the commit: before it the
 * import holds the write lock and writes, after it come its checkpoint, its close and its exit.
 */
import Database from 'better-sqlite3';

/** The commit as `performance.now()`, null until seen. */
export interface ImportWatch {
  readonly committedAt: number | null;
  stop(): void;
}

/** Starts watching `file` (a migrated platform database) for a new import batch; `stop` looks once more. */
export function watchImport(file: string, everyMs = 50): ImportWatch {
  const reader = new Database(file, { readonly: true, fileMustExist: true, timeout: 10 });
  const count = reader.prepare('select count(*) as n from import_batches').pluck();
  const batches = count.get() as number;
  let committedAt: number | null = null;
  const poll = () => {
    try {
      if (committedAt === null && (count.get() as number) > batches) committedAt = performance.now();
    } catch {
      // A moment of the import's checkpoint: the next poll sees.
    }
  };
  const timer = setInterval(poll, everyMs);
  return {
    get committedAt() {
      return committedAt;
    },
    stop() {
      clearInterval(timer);
      poll(); // a commit between the last poll and the exit is placed at the exit
      reader.close();
    },
  };
}
