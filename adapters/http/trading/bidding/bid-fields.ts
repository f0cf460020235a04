/**
 * Request fields of the bidding routes. Ids a page supplies are refused with the spec's
 * 'Invalid request' (§8) when missing or malformed; amounts are left to the core's §5 bid rule
 * ('Please enter a valid positive amount' / 'Invalid Input').
 */
import { z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../../core/errors/messages';

/** An id (bid, user, loan) sent by the page. */
export const idField = z
  .string({ error: MESSAGES.invalidRequest })
  .trim()
  .min(1, { error: MESSAGES.invalidRequest })
  .max(200, { error: MESSAGES.invalidRequest });

/** A bid amount in dollars as typed: a number or its text. */
export const amountField = z
  .union([z.number(), z.string().max(40)], { error: MESSAGES.enterValidPositiveAmount })
  .optional()
  .openapi({ description: 'Dollars, at most two decimals, at least 1.' });
