/**
 * The storage a trading route test runs on. The suites need a little more than
 * `TradingHttpDeps`: moving the clock, registering parties (accounts data), reading what was
 * sent. The in-memory backend is the core's fakes; a database backend (SQLite, PostgreSQL)
 * built through the composition root passes the same suites by implementing this.
 */
import type { OutboxMessage } from '../../../../core/notifications/outbox';
import { fixedClock } from '../../../../core/ports/clock';
import { memoryTrading } from '../../../../core/testing/memory-trading';
import type { Party } from '../../../../core/trading/party-directory';
import type { TradingDeps } from '../../../../core/trading/stores';
import type { NotificationReader } from '../deps';
import { memoryNotificationReader } from './memory-notification-reader';

export interface TradingBackend {
  readonly trading: TradingDeps;
  /** The clock `trading.clock` reads, movable. */
  readonly clock: { now(): Date; advance(ms: number): void; set(at: string): void };
  readonly notifications: NotificationReader;
  addParty(party: Party): Promise<void>;
  /** Every committed outbox message, oldest first. */
  outbox(): Promise<readonly OutboxMessage[]>;
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
    addParty: async (party) => world.addParty(party),
    outbox: async () => world.outbox(),
    close: async () => {},
  };
};
