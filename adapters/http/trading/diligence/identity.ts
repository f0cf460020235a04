/**
 * Identity fields of the spec's payloads (`user_id`, `userId`, `sender`, `partyA`,
 * `investor_id`, `approverId` …) name the caller. They are never trusted: the use cases act as
 * the authenticated actor, and a field that names anyone else is refused with 403 (the one
 * refusal of ../dto/identity.ts) before anything runs, so a forged payload cannot even probe.
 * A field left out (or blank) is derived from the actor: the spec's clients always send it,
 * and nothing depends on it.
 */
import { BIDDING_MESSAGES } from '../../../../core/bidding/bid.errors';
import type { DomainError } from '../../../../core/errors/domain-error';
import type { Actor } from '../../../../core/permissions/actor';
import { notYourself } from '../dto/identity';

/** The text of the refusal (shared by every trading route). */
export const IDENTITY_MISMATCH_MESSAGE = BIDDING_MESSAGES.notYourself;

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
