/**
 * The bid query form (spec §7 bidStipulations {bidId, bidderId, message}; §5 "bidding query
 * docs image and pdf"): a bidder asks the lender about a bid, the lender answers. The message
 * is required ('Textarea Required'); a document is optional and, when attached, named. In
 * zod/mini so the trading widgets validate it without classic zod.
 */
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { requiredText } from '../validation/mini/field-kit';

/** One message of a bid's question thread (payload `message`, optional `blobName`, `docName`). */
export const bidQueryForm = z.object({
  message: requiredText(M.textareaRequired),
  blobName: z.optional(z.string()),
  docName: z.optional(z.string()),
});

export type BidQuery = z.output<typeof bidQueryForm>;
