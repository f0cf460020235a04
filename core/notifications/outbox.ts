/**
 * Everything the platform tells a person — email, SMS, in-app notification — is written to the
 * outbox in the same transaction as the change that caused it (nothing is sent for a change
 * that rolled back, nothing is lost for one that committed). A dispatcher delivers it.
 */
export type OutboxChannel = 'email' | 'sms' | 'notification';

export interface OutboxMessage {
  readonly id: string;
  readonly channel: OutboxChannel;
  /** Email address, mobile number (with country code), or user id for `notification`. */
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** Spec §3 Notification: notificationType (e.g. notifyTransferTape), with tapeName in `data`. */
  readonly notificationType?: string;
  readonly data?: Readonly<Record<string, string | number | boolean | null>>;
  /** ISO instant. */
  readonly createdAt: string;
}

export interface Outbox {
  enqueue(message: OutboxMessage): Promise<void>;
  /** Queues many messages at once, as `enqueue` of each would. */
  enqueueMany(messages: readonly OutboxMessage[]): Promise<void>;
}
