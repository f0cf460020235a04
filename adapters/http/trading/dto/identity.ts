/**
 * Identity fields in payloads (`bidderId`, `userId`, `user_id`, `sender`, `partyA`,
 * `investor_id`, `approverId` … where they name the caller) are never trusted: the use cases act
 * as the authenticated actor, and a field that names anyone else is refused with 403 before
 * anything runs, so a forged payload cannot even probe. A field left out (or blank) is derived
 * from the actor: the spec's clients always send it, and nothing depends on it. Use cases that
 * take such a field check it themselves; routes whose use case does not take it check it here.
 */

import { BIDDING_MESSAGES } from '../../../../core/bidding/bid.errors';
import { type DomainError, domainError } from '../../../../core/errors/domain-error';
import { err, ok, type Result } from '../../../../core/errors/result';
import type { Actor } from '../../../../core/permissions/actor';

/** The text of the refusal (shared by every trading route). */
export const IDENTITY_MISMATCH_MESSAGE = BIDDING_MESSAGES.notYourself;

/** The refusal of a payload that names someone other than the caller. */
export const notYourself = (field: string): DomainError =>
  domainError('forbidden', 'REQUEST.NOT_YOURSELF', IDENTITY_MISMATCH_MESSAGE, { field });

/** Ok when `value` (the payload's `field`) is the actor's own user id. */
export function requireSelf(actor: Actor, field: string, value: string): Result<void, DomainError> {
  return value === actor.userId ? ok(undefined) : err(notYourself(field));
}

/**
 * The refusal for the first field (in the order given) that is present and differs from the
 * actor's user id, or null when every present field names the actor.
 *
 * @example identityMismatch(actor, { user_id: body.user_id, sender: body.sender })
 */
export function identityMismatch(
  actor: Actor,
  fields: Readonly<Record<string, string | null | undefined>>,
): DomainError | null {
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '' && value !== actor.userId)
      return notYourself(field);
  }
  return null;
}
