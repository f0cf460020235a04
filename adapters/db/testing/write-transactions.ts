/**
 * Why: "one write transaction per state-changing request" is a property of what reaches the
 * database drivers, not of what the code means to do — a statement run outside any transaction
 * is a write transaction of its own. This watches every statement of this process at the two
 * drivers (better-sqlite3's statements, pg's clients) between `watchTransactions()` and `stop()`
 * and counts the transactions that could write:
 *
 * - SQLite: a `BEGIN IMMEDIATE` (it takes the write lock), a deferred one that wrote, and a
 *   writing statement outside a transaction (SQLite wraps it in one);
 * - PostgreSQL: a transaction not started `read only`, and a writing statement outside one.
 *
 * Pragmas and transaction control are not statements of their own here.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** What the drivers ran while watched. */
export interface TransactionTally {
  /** Transactions that could write, as listed above. */
  readonly writes: number;
  /** Transactions opened for reading only (SQLite deferred without a write, PostgreSQL `read only`). */
  readonly reads: number;
  /** Statements other than transaction control and pragmas. */
  readonly statements: number;
}

interface Open {
  readonly writing: boolean;
  wrote: boolean;
}

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|end|rollback)\b(?!\s+to\b)/i;
const CONTROL = /^\s*(pragma|savepoint|release|rollback\s+to|set|show)\b/i;
const PG_WRITE =
  /^\s*(insert|update|delete|merge|copy|create|drop|alter|truncate|lock)\b|\bfor\s+(no\s+key\s+)?update\b/i;

/** Starts counting; `stop()` ends it, puts the drivers back and answers the tally. */
export function watchTransactions(): { stop(): TransactionTally } {
  let writes = 0;
  let reads = 0;
  let statements = 0;
  const open = new WeakMap<object, Open>();
  // One transaction state per connection: a better-sqlite3 handle or a pg client.
  const see = (conn: object, sql: string, writing: boolean, begins: (sql: string) => boolean) => {
    const current = open.get(conn);
    if (BEGIN.test(sql)) {
      open.set(conn, { writing: begins(sql), wrote: false });
    } else if (END.test(sql)) {
      if (current) current.writing || current.wrote ? writes++ : reads++;
      open.delete(conn);
    } else if (!CONTROL.test(sql)) {
      statements++;
      if (!writing) return;
      if (current) current.wrote = true;
      else writes++;
    }
  };

  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, unknown>;
  probe.close();
  const undo: Array<() => void> = [];
  const wrap = (
    target: Record<string, unknown>,
    name: string,
    before: (self: never, args: unknown[]) => void,
  ) => {
    const original = target[name] as (...args: unknown[]) => unknown;
    target[name] = function (this: never, ...args: unknown[]) {
      before(this, args);
      return original.apply(this, args);
    };
    undo.push(() => {
      target[name] = original;
    });
  };
  for (const name of ['run', 'all', 'get', 'iterate']) {
    wrap(statement, name, (self: SQLite.Statement) =>
      see(self.database, self.source, !self.readonly, (sql) => /\b(immediate|exclusive)\b/i.test(sql)),
    );
  }
  wrap(pg.Client.prototype as unknown as Record<string, unknown>, 'query', (self: object, [query]) => {
    const sql = typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');
    see(self, sql, PG_WRITE.test(sql), (text) => !/\bread\s+only\b/i.test(text));
  });

  return {
    stop() {
      for (const put of undo.reverse()) put();
      return { writes, reads, statements };
    },
  };
}
