/**
 * The real trading use cases on a database: `TradingDeps` whose unit of work is
 * `kyselyUnitOfWork` over every Kysely store, for the race tests of transfers and stipulation
 * closes. The races create no accounts, so the party directory is the in-memory one holding
 * the cast — it is only read, for display names.
 *
 * `holdAfterReadMs` keeps each transaction waiting after it reads its loans or its thread, so
 * that contenders all read before any of them writes: the writes then meet stale reads, and the
 * database's compare-and-set — not the use case's own check — has to decide.
 */
import type { Kysely } from 'kysely';
import { memoryPartyDirectory } from '../../../../core/parties/memory-party-directory';
import type { Actor, LoanPersona } from '../../../../core/permissions/actor';
import { fixedClock } from '../../../../core/ports/clock';
import type { TradingDeps, TradingStores } from '../../../../core/ports/stores';
import { MemoryDb } from '../../../../core/testing/memory-db';
import { uuidV7Ids } from '../../../system/uuid-v7-ids';
import { openDatabase } from '../../connection';
import type { DialectName } from '../../dialect';
import type { Database } from '../../schema';
import { kyselyStores } from '../../stores';
import { kyselyUnitOfWork } from '../../unit-of-work';

/** The instant every race runs at. */
export const RACE_NOW = '2026-03-01T12:00:00.000Z';

/** A business admin acting with `persona`; the name is derived from the id. */
export const actorOf = (userId: string, persona: LoanPersona): Actor => ({
  userId,
  role: 'BUSINESSADMIN',
  persona,
  name: `Name of ${userId}`,
});

/** `read`, then a pause of `ms` before its answer is used. */
const held =
  <A extends unknown[], T>(ms: number, read: (...args: A) => Promise<T>) =>
  async (...args: A): Promise<T> => {
    const found = await read(...args);
    await new Promise((wake) => setTimeout(wake, ms));
    return found;
  };

/** Every trading store on the transaction `tx`, the directory holding `cast`. */
export function tradingStores(cast: readonly Actor[], holdAfterReadMs = 0) {
  const directory = memoryPartyDirectory(new MemoryDb());
  for (const a of cast) {
    directory.add({ userId: a.userId, name: a.name, email: `${a.userId}@race.test`, persona: a.persona });
  }
  return (tx: Kysely<Database>, dialect: DialectName): TradingStores => {
    const stores = kyselyStores(tx, dialect);
    const { loans, stipulations } = stores;
    return {
      ...stores,
      loans: { ...loans, getMany: held(holdAfterReadMs, loans.getMany) },
      stipulations: { ...stipulations, get: held(holdAfterReadMs, stipulations.get) },
      directory,
    };
  };
}

/**
 * Opens the database at `url` on connections of its own (a pool of `connections` on
 * PostgreSQL) and builds trading deps on it: fixed clock, UUID v7 ids (unique across processes).
 */
export function openTradingDeps(
  url: string,
  cast: readonly Actor[],
  connections: number,
  holdAfterReadMs = 0,
) {
  const database = openDatabase(url, { poolSize: connections });
  const deps: TradingDeps = {
    uow: kyselyUnitOfWork(database.db, database.dialect, tradingStores(cast, holdAfterReadMs)),
    clock: fixedClock(RACE_NOW),
    ids: uuidV7Ids,
  };
  return { deps, database };
}
