/**
 * The append-only log of trade events. An append is part of the trade's transaction and shares
 * nothing with other trades; moments after it commits the adapter's sealer chains the entry to
 * the previous one by keyed hash, so editing or deleting any sealed row is detectable
 * (`ispz audit verify`).
 */
export type TradeEventType =
  | 'tape.imported'
  | 'bid.opened'
  | 'bid.placed'
  | 'bid.awarded'
  | 'bid.closed_unsold'
  | 'bid.question'
  | 'dd.started'
  | 'stipulation.opened'
  | 'stipulation.replied'
  | 'stipulation.resolved'
  | 'stipulation.closed'
  | 'document.uploaded'
  | 'loan.transferred'
  | 'loan.repriced'
  | 'loan.details_updated'
  | 'servicer.assigned'
  | 'stakeholder.price_sent'
  | 'stakeholder.approved'
  | 'stakeholder.rejected'
  | 'stakeholder.retained'
  | 'stakeholder.processed'
  | 'purchase.approved'
  | 'purchase.rejected'
  | 'purchase.repriced'
  | 'stake.recorded'
  | 'unstake.requested'
  | 'unstake.accepted'
  | 'unstake.declined';

export interface TradeEvent {
  readonly type: TradeEventType;
  readonly actorId: string;
  /** The main thing the event is about (loan id, bid id, stipulation id, tape name). */
  readonly subjectId: string;
  /** ISO instant. */
  readonly at: string;
  readonly data: Readonly<Record<string, string | number | boolean | null | readonly string[]>>;
}

export interface AuditLog {
  append(event: TradeEvent): Promise<void>;
  /** Appends `events` in order, as `append` of each one after the other would. */
  appendMany(events: readonly TradeEvent[]): Promise<void>;
}
