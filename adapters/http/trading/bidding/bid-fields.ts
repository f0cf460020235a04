/**
 * Request fields of the bidding routes. Ids a page supplies are refused with the spec's
 * 'Invalid request' (§8) when missing or malformed; amounts are left to the core's §5 bid rule
 * ('Please enter a valid positive amount' / 'Invalid Input').
 */
import { z } from '@hono/zod-openapi';
import { MESSAGES } from '../../../../core/errors/messages';
import { id } from '../dto/request-fields';

/** An id (bid, user, loan) sent by the page: the trading routes' one id field. */
export const idField = id();

/** A bid amount in dollars as typed: a number or its text. */
export const amountField = z
  .union([z.number(), z.string().max(40)], { error: MESSAGES.enterValidPositiveAmount })
  .optional()
  .openapi({ description: 'Dollars, at most two decimals, at least 1.' });
