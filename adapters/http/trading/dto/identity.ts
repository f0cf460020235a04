/**
 * Identity fields in payloads (`bidderId`, `userId`, `user_id` … where they name the caller)
 * are never trusted: they must name the authenticated actor, or the call is refused with 403.
 * Use cases that take such a field check it themselves; routes whose use case does not take
 * it check it here, before calling.
 */

import { BIDDING_MESSAGES } from '../../../../core/bidding/bid.errors';
import { type DomainError, domainError } from '../../../../core/errors/domain-error';
import { err, ok, type Result } from '../../../../core/errors/result';
import type { Actor } from '../../../../core/permissions/actor';

/** The refusal of a payload that names someone other than the caller. */
export const notYourself = (field: string): DomainError =>
  domainError('forbidden', 'REQUEST.NOT_YOURSELF', BIDDING_MESSAGES.notYourself, { field });

/** Ok when `value` (the payload's `field`) is the actor's own user id. */
export function requireSelf(actor: Actor, field: string, value: string): Result<void, DomainError> {
  return value === actor.userId ? ok(undefined) : err(notYourself(field));
}
