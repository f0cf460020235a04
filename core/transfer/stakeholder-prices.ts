/**
 * The investor's side of the stakeholder grid: sending prices to the loan's owner (spec §7
 * price_send_lender) and viewing a tape's rows (stakeholder_view {userId, tapeName}). A price
 * names a row by its id or, for a loan not priced yet, by the loan; the first price creates the
 * investor's row, only on a loan the investor may see (loans/visibility.ts; any other answers as
 * missing: a row is a stake in the tape, which opens due diligence on it). Every price renews
 * the offer for `STAKEHOLDER_OFFER_DAYS` and makes a rejected row pending again.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { loanSightOf } from '../loans/visibility';
import { notify } from '../notifications/notify';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { audit, tradeTx } from '../ports/trade-tx';
import { transact } from '../ports/unit-of-work';
import { parseBidAmount } from '../validation/bid-amount';
import { approvalErrors } from './approval.errors';
import { type WithLoan, withRowLoans } from './row-loans';
import { type PriceTerms, priceRow, type StakeholderPrice } from './stakeholder-price-row';
import { STAKEHOLDER_OFFER_DAYS, type StakeholderRow } from './stakeholder-row';
import { type StakeholderRowView, stakeholderRowView } from './stakeholder-rules';

export type { StakeholderPrice } from './stakeholder-price-row';

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
    const terms: PriceTerms = {
      validTill: new Date(Date.parse(tx.at) + STAKEHOLDER_OFFER_DAYS * DAY_MS).toISOString(),
      mappingName: input.mappingName?.trim() || 'default',
      sees: loanSightOf(s, actor),
    };
    const saved: StakeholderRow[] = [];
    for (const price of input.prices) {
      const amount = parseBidAmount(price.bidPrice, 'stakeholder');
      if (!amount.ok) return amount;
      const row = await priceRow(tx, price, amount.value, terms);
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
