/**
 * Forms of the transfer dialogs (spec §5): Reprice Loan, Assign Servicer, DD FULL REVIEW
 * start, and the selection each table action needs (reprice exactly one row, transfer at
 * least one). Field names follow the payloads: `repriceLoan {reason, new_price}`,
 * `add_Servicer {servicerId, servicingPrice}`; the DD start names its second party `partyB`
 * as the stipulation it opens does. The servicing fee is read as a dollar amount (the payload
 * calls it a price) and, like every amount, comes out in cents.
 */
import { z } from 'zod';
import { type DomainError, domainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { amountField } from './amount-field';
import { REPRICE_MIN, SERVICERS, SERVICING_FEE_MIN, type ServicerId } from './constants';
import { requiredText } from './field-kit';
import { VALIDATION_MESSAGES as M } from './messages';

/** Reprice Loan: a reason and a new price of at least 0.01. */
export const repriceForm = z.object({
  reason: requiredText(M.reasonRequired),
  new_price: amountField(REPRICE_MIN, {
    required: M.priceRequired,
    notANumber: M.invalidInput,
    tooPrecise: M.invalidInput,
    tooSmall: M.priceMustBePositive,
  }),
});

const servicerIds = SERVICERS.map((s) => s.id) as [ServicerId, ...ServicerId[]];

/** Assign Servicer: one of the three servicers and a fee of at least 0 (step 0.01). */
export const assignServicerForm = z.object({
  servicerId: z.enum(servicerIds, { error: M.selectRequiredField }),
  servicingPrice: amountField(SERVICING_FEE_MIN, {
    required: M.servicingFeeRequired,
    notANumber: M.invalidServicingFee,
    tooPrecise: M.invalidServicingFee,
    tooSmall: M.invalidServicingFee,
  }),
});

/** DD FULL REVIEW start: a second party and an uploaded file, else 'Please select required field.'. */
export const ddStartForm = z.object({
  partyB: requiredText(M.selectRequiredField),
  blobName: requiredText(M.selectRequiredField),
});

const refuse = (code: string, message: string) => err(domainError('rule_violation', code, message));

/** Reprice works on exactly one selected loan; returns its id. */
export function checkRepriceSelection(loanIds: readonly string[]): Result<string, DomainError> {
  return loanIds.length === 1 ? ok(loanIds[0]!) : refuse('REPRICE.SELECTION', M.selectExactlyOneLoan);
}

/** Transfer needs at least one selected loan; returns the distinct ids in order. */
export function checkTransferSelection(loanIds: readonly string[]): Result<readonly string[], DomainError> {
  const distinct = [...new Set(loanIds)];
  return distinct.length > 0 ? ok(distinct) : refuse('TRANSFER.SELECTION', M.selectAtLeastOneLoan);
}

export type RepriceRequest = z.output<typeof repriceForm>;
export type AssignServicerRequest = z.output<typeof assignServicerForm>;
export type DdStartRequest = z.output<typeof ddStartForm>;
