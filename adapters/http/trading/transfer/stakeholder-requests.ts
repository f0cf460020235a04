/**
 * Request bodies and answers of the stakeholder grid (spec §7). A decision names rows by
 * `stakeholderMapIdArray` (accept_in_transit_Loans); accept_price names them in
 * `stakeholderMapPricesArray` with status 'false' — a reject. A status other than 'false' is
 * not a reject and is refused: approving is accept_in_transit_Loans' job. A price names its
 * row by `_id`, or — for a loan the investor has not priced yet — the loan by `loanId`.
 */
import { z } from '@hono/zod-openapi';
import { envelope } from '../../kit/responses';
import { amount, id, identity, ids, LOAN_ID_ONLY, stringBoolean, text } from '../dto/request-fields';
import { StakeholderRowSchema } from './stakeholder-dto';

export const viewBody = z
  .object({ userId: identity('The caller.'), tapeName: id() })
  .openapi('StakeholderView');

const priceItem = z.object({
  _id: text().openapi({ description: 'The row (omit for a loan not priced yet).' }),
  loanId: text().openapi({ description: `For a loan not priced yet. ${LOAN_ID_ONLY}` }),
  bidPrice: amount().openapi({ description: 'Dollars, more than 0.' }),
});

export const pricesBody = z
  .object({ stakeholderMapPricesArray: z.array(priceItem).max(500), mappingName: text() })
  .openapi('StakeholderPrices');

export const automationBody = z.object({ stakeholderMapIds: ids() }).openapi('StakeholderAutomation');

const decision = { stakeholderMapIdArray: ids(), userId: identity('The caller (the loans’ owner).') };

export const approveBody = z
  .object({ ...decision, approval: stringBoolean() })
  .openapi('StakeholderApproval');

export const retainBody = z.object(decision).openapi('StakeholderRetain');

export const rejectBody = z
  .object({ stakeholderMapPricesArray: z.array(z.object({ _id: id(), status: stringBoolean() })).max(500) })
  .openapi('StakeholderReject');

/** The row ids of a reject, or null when an item is not a reject. */
export function rejectIds(
  items: readonly { readonly _id: string; readonly status: string | boolean }[],
): string[] | null {
  return items.every((i) => String(i.status) === 'false') ? items.map((i) => i._id) : null;
}

export const StakeholderRowsSchema = envelope(z.array(StakeholderRowSchema));

export const StakeholderDecisionSchema = z
  .object({
    success: z.literal(true),
    statusText: z.string().openapi({ example: 'Loans are being processed' }),
    toast: z.string().openapi({ description: "What the screen shows: a reject reads 'Loan rejected'." }),
    data: z.array(StakeholderRowSchema),
  })
  .openapi('StakeholderDecision');
