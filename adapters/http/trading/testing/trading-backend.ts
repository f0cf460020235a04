/**
 * The storage a trading route test runs on. The suites need a little more than
 * `TradingHttpDeps`: moving the clock, registering parties (accounts data), reading what was
 * sent. The in-memory backend is the core's fakes; the database backend (SQLite, PostgreSQL,
 * ./kysely-trading-backend.ts) is built through the composition root.
 */
import type { TradeEvent } from '../../../../core/audit/audit-log';
import type { OutboxMessage } from '../../../../core/notifications/outbox';
import type { Party } from '../../../../core/parties/party-directory';
import { fixedClock } from '../../../../core/ports/clock';
import type { TradingDeps } from '../../../../core/ports/stores';
import { memoryTrading } from '../../../../core/testing/memory-trading';
import type { DbConnection } from '../../../db/connection';
import { memoryTapeFileServices, type TapeFileServices } from '../../../tapes/tape-file-services';
import { type IdempotencyStore, memoryIdempotencyStore } from '../../idempotency';
import type { NotificationReader } from '../deps';
import { memoryNotificationReader } from './memory-notification-reader';

export interface TradingBackend {
  readonly trading: TradingDeps;
  /** The clock `trading.clock` reads, movable. */
  readonly clock: { now(): Date; advance(ms: number): void; set(at: string): void };
  readonly notifications: NotificationReader;
  /** Saved tape mappings and import reports (tables on a database backend). */
  readonly tapeFiles: TapeFileServices;
  /** Where Idempotency-Key answers are kept (the database's table on a database backend). */
  readonly idempotency: IdempotencyStore;
  addParty(party: Party): Promise<void>;
  /** Every committed outbox message, oldest first. */
  outbox(): Promise<readonly OutboxMessage[]>;
  /** Every committed trade event, oldest first. */
  audit(): Promise<readonly TradeEvent[]>;
  /** The database a database backend runs on (to read what committed); absent in memory. */
  readonly connection?: DbConnection;
  close(): Promise<void>;
}

export type MakeTradingBackend = (options: { readonly now: string }) => Promise<TradingBackend>;

/** The core's in-memory stores, a fixed clock and sequential ids. */
export const memoryTradingBackend: MakeTradingBackend = async ({ now }) => {
  const clock = fixedClock(now);
  const world = memoryTrading({ clock });
  return {
    trading: world.deps,
    clock,
    notifications: memoryNotificationReader(world.db),
    tapeFiles: memoryTapeFileServices(clock),
    idempotency: memoryIdempotencyStore(),
    addParty: async (party) => world.addParty(party),
    outbox: async () => world.outbox(),
    audit: async () => world.audit(),
    close: async () => {},
  };
};
