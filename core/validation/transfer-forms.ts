/**
 * Forms of the transfer dialogs (spec §5): Reprice Loan, Assign Servicer, DD FULL REVIEW
 * start, and the selection each table action needs (reprice exactly one row, transfer at
 * least one). Field names follow the payloads: `repriceLoan {reason, new_price}`,
 * `add_Servicer {servicerId, servicingPrice}`; the DD start names its second party `partyB`
 * as the stipulation it opens does. The servicing fee is read as a dollar amount (the payload
 * calls it a price) and, like every amount, comes out in cents.
 */
import { z } from 'zod';
import { amountField } from './amount-field';
import { REPRICE_MIN, SERVICERS, SERVICING_FEE_MIN, type ServicerId } from './constants';
import { requiredText } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';
import { REPRICE_PRICE_MESSAGES, SERVICING_FEE_MESSAGES } from './trading-rules';

export { checkRepriceSelection, checkTransferSelection } from './trading-rules';

/** Reprice Loan: a reason and a new price of at least 0.01. */
export const repriceForm = z.object({
  reason: requiredText(M.reasonRequired),
  new_price: amountField(REPRICE_MIN, REPRICE_PRICE_MESSAGES),
});

const servicerIds = SERVICERS.map((s) => s.id) as [ServicerId, ...ServicerId[]];

/** Assign Servicer: one of the three servicers and a fee of at least 0 (step 0.01). */
export const assignServicerForm = z.object({
  servicerId: z.enum(servicerIds, { error: M.selectRequiredField }),
  servicingPrice: amountField(SERVICING_FEE_MIN, SERVICING_FEE_MESSAGES),
});

/** DD FULL REVIEW start: a second party and an uploaded file, else 'Please select required field.'. */
export const ddStartForm = z.object({
  partyB: requiredText(M.selectRequiredField),
  blobName: requiredText(M.selectRequiredField),
});

export type RepriceRequest = z.output<typeof repriceForm>;
export type AssignServicerRequest = z.output<typeof assignServicerForm>;
export type DdStartRequest = z.output<typeof ddStartForm>;
