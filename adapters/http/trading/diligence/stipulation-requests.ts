/**
 * The stipulation request bodies of spec §7, field for field. `loanId` and `baseCollectionId`
 * both name the loan (its `_id`); either may be sent, and when both are they must agree.
 * `stage` is not in the spec's payload: it defaults to 'Due-Diligence', the only stage (§5).
 */
import { z } from '@hono/zod-openapi';
import { type DomainError, domainError } from '../../../../core/errors/domain-error';
import { MESSAGES } from '../../../../core/errors/messages';
import { err, ok, type Result } from '../../../../core/errors/result';
import { id, identity, text } from '../dto/request-fields';

const ignored = (what: string) => text().openapi({ description: `Ignored: the ${what} is the caller's.` });

export const createBody = z
  .object({
    loanId: text().openapi({ description: 'The loan’s `_id`.' }),
    baseCollectionId: text().openapi({ description: 'The loan’s `_id` (as `loanId`).' }),
    collectionName: z.literal('loanMetadata', { error: MESSAGES.invalidRequest }).nullish(),
    partyA: identity('The party raising the query.'),
    partyB: text().openapi({ description: 'User id of the second party.' }),
    stage: text().openapi({ example: 'Due-Diligence' }),
    docInfo: text().openapi({ description: 'Document Information.' }),
    docName: text(),
    message: text(),
    blobName: text().openapi({ description: 'From upload_file.' }),
    senderName: ignored('sender name'),
    senderHexId: ignored('sender fingerprint'),
    user_id: identity('The caller.'),
  })
  .openapi('StipulationCreate');

export const replyBody = z
  .object({
    stipulation_id: id(),
    message: text(),
    docName: text(),
    blobName: text().openapi({ description: 'From upload_file.' }),
    senderName: ignored('sender name'),
    sender: identity('The sender.'),
    user_id: identity('The caller.'),
  })
  .openapi('StipulationReply');

export const closeBody = z
  .object({
    stipulation_id: id(),
    user_id: identity('The caller.'),
    finalDocs: z
      .array(z.string({ error: MESSAGES.invalidRequest }), { error: MESSAGES.invalidRequest })
      .max(50, { error: MESSAGES.invalidRequest })
      .nullish()
      .openapi({
        description: 'Due-diligence firms: blob names of the generated tapes & final docs (required).',
      }),
    message: text().openapi({
      description: 'Due-diligence firms: the final reply (a default text otherwise).',
    }),
  })
  .openapi('StipulationClose');

const invalidRequest = (): DomainError => domainError('invalid', 'REQUEST.INVALID', MESSAGES.invalidRequest);

/** The loan a new query is about. */
export function loanOf(body: z.infer<typeof createBody>): Result<string, DomainError> {
  const loanId = body.loanId?.trim() || null;
  const base = body.baseCollectionId?.trim() || null;
  if (loanId && base && loanId !== base) return err(invalidRequest());
  const chosen = loanId ?? base;
  return chosen
    ? ok(chosen)
    : err(domainError('invalid', 'STIPULATION.INVALID', MESSAGES.selectRequiredField));
}
