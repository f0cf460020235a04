/**
 * In-app notifications of credential events, written to the outbox in the same transaction
 * (spec §3 Notification: userId, notificationType). The text names the kind of credential,
 * never its values: attribute values are private to the parties and stay out of mailboxes.
 */
import type { Outbox } from '../../notifications/outbox';
import type { Clock } from '../../ports/clock';
import type { Ids } from '../../ports/ids';

export type CredentialNotification =
  | 'credentialRequested'
  | 'credentialIssued'
  | 'credentialRejected'
  | 'credentialShareRequested'
  | 'credentialShared'
  | 'credentialShareDecided';

/** Tells `to` that something happened to a `typeName` credential. */
export async function notifyCredential(
  s: { readonly outbox: Outbox },
  ctx: { readonly clock: Clock; readonly ids: Ids },
  to: string,
  notificationType: CredentialNotification,
  typeName: string,
  subject: string,
): Promise<void> {
  await s.outbox.enqueue({
    id: ctx.ids.next(),
    channel: 'notification',
    to,
    subject,
    body: `${subject}: ${typeName}`,
    notificationType,
    data: { credentialType: typeName },
    createdAt: ctx.clock.now().toISOString(),
  });
}
