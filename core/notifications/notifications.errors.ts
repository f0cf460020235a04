/**
 * Refusals of the notifications area. The spec shows no text for them; the sentences are ours,
 * short and plain, and `code` is what clients rely on.
 */
import { type DomainError, domainError } from '../errors/domain-error';

export const NOTIFICATION_MESSAGES = {
  notTapeLender: 'Notifications about a tape go to its lender', // ours
} as const;

export const notificationErrors = {
  notTapeLender: (userId: string, tapeName: string): DomainError =>
    domainError('rule_violation', 'NOTIFY.NOT_TAPE_LENDER', NOTIFICATION_MESSAGES.notTapeLender, {
      userId,
      tapeName,
    }),
} as const;
