/**
 * The context one trading transaction shares: its stores, the acting user, one instant for
 * every row it writes, and fresh ids. `audit` and `notify` write the audit event and the
 * in-app notification of spec §3 (userId, notificationType, tapeName) through the same
 * stores, so they commit or roll back with the change that caused them.
 */
import type { TradeEvent, TradeEventType } from '../audit/audit-log';
import type { Actor } from '../permissions/actor';
import type { TradingDeps, TradingStores } from '../trading/stores';

export interface TradeTx {
  readonly s: TradingStores;
  readonly actor: Actor;
  /** ISO instant of the transaction. */
  readonly at: string;
  readonly nextId: () => string;
}

/** Opens the context for `actor` inside a transaction's stores. */
export function tradeTx(deps: TradingDeps, s: TradingStores, actor: Actor): TradeTx {
  return { s, actor, at: deps.clock.now().toISOString(), nextId: () => deps.ids.next() };
}

/** Appends one trade event by the acting user. */
export function audit(
  tx: TradeTx,
  type: TradeEventType,
  subjectId: string,
  data: TradeEvent['data'],
): Promise<void> {
  return tx.s.audit.append({ type, actorId: tx.actor.userId, subjectId, at: tx.at, data });
}

/** An in-app notification to one user. */
export interface Notice {
  readonly to: string;
  readonly notificationType: string;
  readonly tapeName: string;
  readonly subject: string;
  readonly body: string;
  readonly data?: Readonly<Record<string, string | number | boolean | null>>;
}

/** Queues `notice` in the outbox (channel 'notification'). */
export function notify(tx: TradeTx, notice: Notice): Promise<void> {
  return tx.s.outbox.enqueue({
    id: tx.nextId(),
    channel: 'notification',
    to: notice.to,
    subject: notice.subject,
    body: notice.body,
    notificationType: notice.notificationType,
    data: { ...notice.data, tapeName: notice.tapeName },
    createdAt: tx.at,
  });
}
