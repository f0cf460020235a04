/**
 * Field builders of the trading request bodies (diligence, transfer, stakeholder grid). The
 * spec's clients send untouched inputs as '' or leave them out, and the use cases answer the
 * spec's own messages for a missing value ('Please select required field.', 'Document Name is required' …), so the
 * HTTP schema only insists on the type: a value of the wrong type is an 'Invalid request'.
 */
import { z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../../core/errors/messages';
import { shortText } from '../../../../core/validation/field-kit';

/** The zod error option answering 'Invalid request' (§8) for a value of the wrong type. */
export const invalid = { error: MESSAGES.invalidRequest };

/** A text the use case validates (absent, null or any string). */
export const text = () => z.string(invalid).nullish();

/** A text that must be present to even address the call (an id in the path of the request). */
export const id = () => shortText(MESSAGES.invalidRequest);

/** A list of ids (loan ids, row ids), at most `max`. */
export const ids = (max = 500) => z.array(id(), invalid).max(max, invalid);

/**
 * What every list-of-loans field says of its items: the selection comes from a loan table whose
 * rows are keyed by `_id` (spec §3; bulk bid upload matches rows by `_id` too, §5), so these
 * calls take the `_id` only. A loan number is not looked up: it names no loan, and the call
 * refuses it like any unknown id (404) instead of acting on some other loan.
 */
export const LOAN_ID_ONLY = "The loan's `_id` (not its loan number); an unknown id is refused with 404.";

/** A list of loans by `_id` (the selection of a loan table), at most `max`. */
export const loanIds = (max = 500) => ids(max).openapi({ description: `Loans by \`_id\`. ${LOAN_ID_ONLY}` });

/** An amount in dollars as typed: a number or its text; the use case reads it exactly. */
export const amount = () => z.union([z.number(invalid), z.string(invalid)], invalid).nullish();

/** An identity field naming the caller (checked by ./identity.ts). */
export const identity = (description: string) =>
  text().openapi({ description: `${description} Must be the caller; derived when left out.` });

/** The spec's string booleans ('true' / 'false'); real booleans are accepted too. */
export const stringBoolean = () => z.union([z.enum(['true', 'false']), z.boolean()], invalid);

/** The documented `Idempotency-Key` header of calls that must not happen twice. */
export const idempotencyHeaders = () =>
  z.object({
    'idempotency-key': z
      .string()
      .optional()
      .openapi({ description: 'Makes a retry safe: the same key and body get the first answer back.' }),
  });
