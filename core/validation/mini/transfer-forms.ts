/**
 * The transfer dialogs' forms (spec §5) in zod/mini: the twin of the classic
 * `../transfer-forms.ts` with the same names and payload fields — Reprice Loan
 * `{reason, new_price}`, Assign Servicer `{servicerId, servicingPrice}`, DD FULL REVIEW start
 * `{partyB, blobName}` — and the shared selection checks of the table actions.
 */
import * as z from 'zod/mini';
import { REPRICE_MIN, SERVICERS, SERVICING_FEE_MIN, type ServicerId } from '../constants';
import { VALIDATION_MESSAGES as M } from '../messages';
import { REPRICE_PRICE_MESSAGES, SERVICING_FEE_MESSAGES } from '../trading-rules';
import { amountField } from './amount-field';
import { requiredText } from './field-kit';

export { checkRepriceSelection, checkTransferSelection } from '../trading-rules';

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
