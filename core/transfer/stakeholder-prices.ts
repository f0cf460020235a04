/**
 * The investor's side of the stakeholder grid: sending prices to the loan's owner (spec §7
 * price_send_lender) and viewing a tape's rows (stakeholder_view {userId, tapeName}). A price
 * names a row by its id or, for a loan not priced yet, by the loan; the first price creates the
 * investor's row. Every price renews the offer for `STAKEHOLDER_OFFER_DAYS` and makes a
 * rejected row pending again.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, type TradeTx, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { parseBidAmount } from '../validation/bid-amount';
import { approvalErrors } from './approval.errors';
import { type WithLoan, withRowLoans } from './row-loans';
import { STAKEHOLDER_OFFER_DAYS, type StakeholderRow } from './stakeholder-row';
import { canEditStakeholderPrice, type StakeholderRowView, stakeholderRowView } from './stakeholder-rules';

/** One price: `id` of an existing row, or `loanId` for the investor's row on that loan. */
export interface StakeholderPrice {
  readonly id?: string | null;
  readonly loanId?: string | null;
  /** Dollars as typed (`bidPrice`). */
  readonly bidPrice: string | number | null;
}

const DAY_MS = 86_400_000;

/** Sends the acting investor's prices; returns the rows as stored, each with its loan as the investor may see it. */
export async function sendStakeholderPrices(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly prices: readonly StakeholderPrice[]; readonly mappingName?: string | null },
): Promise<Result<WithLoan<StakeholderRow>[], DomainError>> {
  const allowed = requireCapability(actor, 'edit_stakeholder_bid_price');
  if (!allowed.ok) return allowed;
  if (input.prices.length === 0) return err(approvalErrors.selectRows());
  return transact(deps.uow, async (s) => {
    const tx = tradeTx(deps, s, actor);
    const validTill = new Date(Date.parse(tx.at) + STAKEHOLDER_OFFER_DAYS * DAY_MS).toISOString();
    const saved: StakeholderRow[] = [];
    for (const price of input.prices) {
      const amount = parseBidAmount(price.bidPrice, 'stakeholder');
      if (!amount.ok) return amount;
      const row = await priceRow(tx, price, amount.value, validTill, input.mappingName?.trim() || 'default');
      if (!row.ok) return row;
      saved.push(row.value);
      await audit(tx, 'stakeholder.price_sent', row.value.id, {
        loanId: row.value.loanId,
        tapeName: row.value.tapeName,
        bidPriceCents: row.value.bidPriceCents,
      });
    }
    for (const lenderId of [...new Set(saved.map((r) => r.lenderId))]) {
      const mine = saved.filter((r) => r.lenderId === lenderId);
      await notify(tx.s.outbox, {
        id: tx.nextId(),
        at: tx.at,
        userId: lenderId,
        notificationType: 'notifyStakeholderPrice',
        tapeName: [...new Set(mine.map((r) => r.tapeName))].sort().join(','),
        subject: 'New prices for your loans',
        body: `${actor.name} sent prices for ${mine.length} loan${mine.length === 1 ? '' : 's'}.`,
        data: { investorId: actor.userId, rowCount: mine.length },
      });
    }
    return ok(await withRowLoans(s, actor, saved));
  });
}

async function priceRow(
  tx: TradeTx,
  price: StakeholderPrice,
  bidPriceCents: StakeholderRow['bidPriceCents'],
  validTill: string,
  mappingName: string,
): Promise<Result<StakeholderRow, DomainError>> {
  const { s, actor, at } = tx;
  const existing = price.id
    ? (await s.approvals.stakeholderRows([price.id]))[0]
    : (await s.approvals.stakeholderRowsForLoans([price.loanId ?? ''])).find(
        (r) => r.investorId === actor.userId,
      );
  if (price.id && existing?.investorId !== actor.userId)
    return err(approvalErrors.rowNotFound({ id: price.id }));
  if (existing) {
    if (!canEditStakeholderPrice(existing, actor))
      return err(approvalErrors.priceLocked({ id: existing.id }));
    // A new price is an offer to whoever owns the loan now (it may have changed owner since the
    // row was made); one cannot price a loan one has come to own.
    const current = await s.loans.get(existing.loanId);
    if (!current) return err(approvalErrors.loanNotFound({ loanId: existing.loanId }));
    if (current.ownerId === actor.userId) return err(approvalErrors.ownLoan({ loanId: current.id }));
    const changes = {
      bidPriceCents,
      lenderId: current.ownerId,
      status: 'pending',
      validTill,
      updatedAt: at,
    } as const;
    if (!(await s.approvals.updateStakeholderRow(existing.id, existing.version, changes))) {
      return err(approvalErrors.stakeholderChanged({ id: existing.id }));
    }
    return ok({ ...existing, ...changes, version: existing.version + 1 });
  }
  const loan = price.loanId ? await s.loans.get(price.loanId) : null;
  if (!loan) return err(approvalErrors.loanNotFound({ loanId: price.loanId ?? null }));
  if (loan.ownerId === actor.userId) return err(approvalErrors.ownLoan({ loanId: loan.id }));
  const row: StakeholderRow = {
    id: tx.nextId(),
    loanId: loan.id,
    tapeName: loan.tapeName,
    investorId: actor.userId,
    lenderId: loan.ownerId,
    bidPriceCents,
    status: 'pending',
    retain: false,
    isAccepted: 'false',
    validTill,
    mappingName,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  if (!(await s.approvals.insertStakeholderRow(row)))
    return err(approvalErrors.stakeholderChanged({ loanId: loan.id }));
  return ok(row);
}

/**
 * The rows of a tape the actor prices or decides, with what the actor may do on each and the
 * row's loan as the actor may see it (borrower fields masked unless it is entitled to them).
 */
export async function viewStakeholderRows(
  deps: TradingDeps,
  actor: Actor,
  input: { readonly tapeName: string },
): Promise<Result<WithLoan<StakeholderRowView>[], DomainError>> {
  return transact(deps.uow, async (s) => {
    const rows = await withRowLoans(
      s,
      actor,
      await s.approvals.stakeholderRowsOnTape(input.tapeName, actor.userId),
    );
    return ok(rows.map((r) => ({ ...stakeholderRowView(r, r.loan ?? undefined, actor), loan: r.loan })));
  });
}
