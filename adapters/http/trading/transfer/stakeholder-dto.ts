/**
 * Stakeholder map row → spec §3 (`_id`, `bidPrice`, `loanDetails.digital_contract_attributes`,
 * `status` inprogress/closed — and pending before the owner decides — `retain`, `onPlatform`,
 * `isAccepted` 'true'/'false', `validTill`, `mappingName`), with what the caller may do on it
 * (`selectable`, `priceEditable`, spec §4; in the grid only). `bidPrice` is dollars.
 */
import { z } from '@hono/zod-openapi';
import { toDollars } from '../../../../core/money/cents';
import type { WithLoan } from '../../../../core/transfer/row-loans';
import type { StakeholderRow } from '../../../../core/transfer/stakeholder-row';
import { isOnPlatform, type StakeholderRowView } from '../../../../core/transfer/stakeholder-rules';
import { digitalContractAttributes } from '../dto/loan-attributes';
import { NameValueSchema } from '../dto/loan-dto-schema';

export const StakeholderRowSchema = z
  .object({
    _id: z.string(),
    loanId: z.string().openapi({ description: 'The loan’s `_id`.' }),
    loan_id: z.string().nullable().openapi({ description: 'The seller’s loan number.' }),
    tape_name: z.string(),
    bidPrice: z.number().openapi({ description: 'Dollars.' }),
    loanDetails: z.object({ digital_contract_attributes: z.array(NameValueSchema) }),
    status: z.enum(['pending', 'inprogress', 'closed']),
    retain: z.boolean(),
    onPlatform: z.boolean(),
    isAccepted: z.enum(['true', 'false']),
    validTill: z.string(),
    mappingName: z.string(),
    investorId: z.string(),
    lenderId: z.string(),
    selectable: z.boolean().optional(),
    priceEditable: z.boolean().optional(),
    updated: z.string(),
  })
  .openapi('StakeholderRow');

export type StakeholderRowDto = z.infer<typeof StakeholderRowSchema>;

/** A row as stored (after a change) or as the grid shows it (a `StakeholderRowView`), with its loan. */
export function stakeholderRowDto(row: WithLoan<StakeholderRow | StakeholderRowView>): StakeholderRowDto {
  const view = 'selectable' in row ? row : null;
  const { loan } = row;
  return {
    _id: row.id,
    loanId: row.loanId,
    loan_id: loan?.loanNumber ?? null,
    tape_name: row.tapeName,
    bidPrice: toDollars(row.bidPriceCents),
    loanDetails: { digital_contract_attributes: loan ? digitalContractAttributes(loan) : [] },
    status: row.status,
    retain: row.retain,
    onPlatform: view?.onPlatform ?? isOnPlatform(loan ?? undefined),
    ...(view ? { selectable: view.selectable, priceEditable: view.priceEditable } : {}),
    isAccepted: row.isAccepted,
    validTill: row.validTill,
    mappingName: row.mappingName,
    investorId: row.investorId,
    lenderId: row.lenderId,
    updated: row.updatedAt,
  };
}
