/**
 * What transfers, reprices and servicer assignments answer. Amounts are dollars. `hedging` of
 * transferLoanNew (spec §7 `hedging.message`) says what the buyer now carries and must hedge:
 * how many loans, at what total price, settling on which day — the spec names the field only.
 */
import { z } from '@hono/zod-openapi';
import { formatDate } from '../../../../core/format/dates';
import { formatUsd } from '../../../../core/format/money';
import { sumCents, toDollars } from '../../../../core/money/cents';
import type { RepriceOutcome } from '../../../../core/transfer/reprice';
import type { OwnershipChange, ServicingAssignment } from '../../../../core/transfer/transfer-records';

export const OwnershipChangeSchema = z
  .object({
    _id: z.string().openapi({ description: 'The loan’s `_id`.' }),
    tape_name: z.string(),
    from: z.string(),
    to: z.string(),
    price: z.number().nullable().openapi({ description: 'Dollars; null for an aggregator transfer.' }),
    settlementDate: z.string(),
    kind: z.enum(['sale', 'aggregator']),
    transferredAt: z.string(),
  })
  .openapi('OwnershipChange');

export const RepriceSchema = z
  .object({
    _id: z.string(),
    bidId: z.string(),
    reason: z.string(),
    previous_price: z.number(),
    new_price: z.number(),
    isApproved: z.enum(['true', 'false']),
    status: z.string(),
  })
  .openapi('Reprice');

export const ServicingSchema = z
  .object({ _id: z.string(), servicerId: z.string(), servicingPrice: z.number(), assignedAt: z.string() })
  .openapi('Servicing');

export function ownershipChangeDto(c: OwnershipChange): z.infer<typeof OwnershipChangeSchema> {
  return {
    _id: c.loanId,
    tape_name: c.tapeName,
    from: c.fromOwnerId,
    to: c.toOwnerId,
    price: c.priceCents === null ? null : toDollars(c.priceCents),
    settlementDate: c.settlementDate,
    kind: c.kind,
    transferredAt: c.transferredAt,
  };
}

/** The buyer's new position: 'Settlement of $440,000.00 for 2 loans on Mar 2nd, 2026.' */
export function hedgingMessage(changes: readonly OwnershipChange[]): string {
  const total = sumCents(changes.flatMap((c) => (c.priceCents === null ? [] : [c.priceCents])));
  const count = `${changes.length} loan${changes.length === 1 ? '' : 's'}`;
  return `Settlement of ${formatUsd(total)} for ${count} on ${formatDate(changes[0]?.transferredAt ?? null)}.`;
}

export function repriceDto({ approval, entry }: RepriceOutcome): z.infer<typeof RepriceSchema> {
  return {
    _id: entry.loanId,
    bidId: approval.bidId,
    reason: entry.reason,
    previous_price: toDollars(entry.previousPriceCents),
    new_price: toDollars(entry.newPriceCents),
    isApproved: approval.isApproved,
    status: approval.status,
  };
}

export function servicingDto(a: ServicingAssignment): z.infer<typeof ServicingSchema> {
  return {
    _id: a.loanId,
    servicerId: a.servicerId,
    servicingPrice: toDollars(a.servicingPriceCents),
    assignedAt: a.assignedAt,
  };
}
