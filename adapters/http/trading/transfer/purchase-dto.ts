/**
 * Purchase approval row → spec §3 (`id`, `_id`, `loanId {loan_id, _id, loan_pool_parameters}`,
 * `loanAmount`, `creator_bid`, `isApproved` 'true'/'false', `approver`, `owner`, `status`,
 * `createdAt`). `_id` is the row; `id` is the awarded bid the row is for — the `bidId` the grid
 * sends back to update_Bid_Approval. Amounts are dollars.
 */
import { z } from '@hono/zod-openapi';
import type { Loan } from '../../../../core/loans/loan';
import { toDollars } from '../../../../core/money/cents';
import type { PurchaseApproval } from '../../../../core/transfer/purchase-approval';
import { loanFigures } from './row-loans';

const FiguresSchema = z.object({
  recent_version: z.object({
    fico_score: z.number(),
    debt_to_income_ratio: z.number(),
    ltv_value: z.number(),
    cltv_value: z.number().nullable(),
    tenure: z.number(),
    program: z.string().nullable(),
    occupancy: z.string().nullable(),
    property_type: z.string().nullable(),
  }),
});

export const PurchaseApprovalSchema = z
  .object({
    id: z.string().openapi({ description: 'The awarded bid (`bidId` of update_Bid_Approval).' }),
    _id: z.string(),
    loanId: z.object({
      _id: z.string(),
      loan_id: z.string().nullable(),
      loan_pool_parameters: z.array(FiguresSchema),
    }),
    tape_name: z.string(),
    loanAmount: z.number(),
    creator_bid: z.number(),
    isApproved: z.enum(['true', 'false']),
    approver: z.string(),
    owner: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    priceEditable: z.boolean().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('PurchaseApproval');

export type PurchaseApprovalDto = z.infer<typeof PurchaseApprovalSchema>;

export function purchaseApprovalDto(
  row: PurchaseApproval & { readonly priceEditable?: boolean },
  loan: Loan | undefined,
): PurchaseApprovalDto {
  return {
    id: row.bidId,
    _id: row.id,
    loanId: {
      _id: row.loanId,
      loan_id: loan?.loanNumber ?? null,
      loan_pool_parameters: loan ? loanFigures(loan) : [],
    },
    tape_name: row.tapeName,
    loanAmount: toDollars(row.loanAmountCents),
    creator_bid: toDollars(row.creatorBidCents),
    isApproved: row.isApproved,
    approver: row.approverId,
    owner: row.ownerId,
    status: row.status,
    ...(row.priceEditable === undefined ? {} : { priceEditable: row.priceEditable }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
