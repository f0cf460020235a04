/**
 * The context one trading transaction shares: its stores, the acting user, one instant for
 * every row it writes, and fresh ids. `audit` writes the trade event through the same stores,
 * so it commits or rolls back with the change that caused it; notifications go through
 * `notify(tx.s.outbox, …)` (core/notifications) with `tx.nextId()` and `tx.at`.
 */
import type { TradeEvent, TradeEventType } from '../audit/audit-log';
import type { Actor } from '../permissions/actor';
import type { TradingDeps, TradingStores } from './stores';

export interface TradeTx {
  readonly s: TradingStores;
  readonly actor: Actor;
  /** ISO instant of the transaction. */
  readonly at: string;
  readonly nextId: () => string;
}

/**
 * Opens the context for `actor` inside a transaction's stores, at the clock's now unless `at`
 * is given (the operator's `bids close --now <iso>`).
 */
export function tradeTx(deps: TradingDeps, s: TradingStores, actor: Actor, at?: string): TradeTx {
  return { s, actor, at: at ?? deps.clock.now().toISOString(), nextId: () => deps.ids.next() };
}

/** A trade event by the acting user at the transaction's instant (for `appendMany`). */
export function tradeEvent(
  tx: TradeTx,
  type: TradeEventType,
  subjectId: string,
  data: TradeEvent['data'],
): TradeEvent {
  return { type, actorId: tx.actor.userId, subjectId, at: tx.at, data };
}

/** Appends one trade event by the acting user. */
export function audit(
  tx: TradeTx,
  type: TradeEventType,
  subjectId: string,
  data: TradeEvent['data'],
): Promise<void> {
  return tx.s.audit.append(tradeEvent(tx, type, subjectId, data));
}
