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
import type { WithLoan } from '../../../../core/transfer/row-loans';
import { poolParameters } from '../dto/loan-attributes';
import { PoolParametersSchema } from '../dto/loan-dto-schema';

/** The figures of the loan's pool parameters: the grid shows no borrower field, whoever looks. */
const FiguresSchema = PoolParametersSchema.pick({
  fico_score: true,
  debt_to_income_ratio: true,
  ltv_value: true,
  cltv_value: true,
  tenure: true,
  program: true,
  occupancy: true,
  property_type: true,
});

/** spec §3 loan_pool_parameters (recent_version), without borrower data (parsing drops every other field). */
const loanFigures = (loan: Loan) => [{ recent_version: FiguresSchema.parse(poolParameters(loan)) }];

export const PurchaseApprovalSchema = z
  .object({
    id: z.string().openapi({ description: 'The awarded bid (`bidId` of update_Bid_Approval).' }),
    _id: z.string(),
    loanId: z.object({
      _id: z.string(),
      loan_id: z.string().nullable(),
      loan_pool_parameters: z.array(z.object({ recent_version: FiguresSchema })),
    }),
    tape_name: z.string(),
    loanAmount: z.number(),
    creator_bid: z.number(),
    isApproved: z.enum(['true', 'false']),
    approver: z.string(),
    owner: z.string(),
    status: z.enum(['pending', 'approved', 'rejected', 'void']),
    priceEditable: z.boolean().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('PurchaseApproval');

export type PurchaseApprovalDto = z.infer<typeof PurchaseApprovalSchema>;

/** A row with the loan its use case attached (and, in the grid, whether the caller may edit the price). */
export function purchaseApprovalDto(
  row: WithLoan<PurchaseApproval> & { readonly priceEditable?: boolean },
): PurchaseApprovalDto {
  const { loan } = row;
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
