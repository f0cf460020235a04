import { expect } from 'vitest';
import type { Bid } from '../../../core/bidding/bid';
import { pickWinner } from '../../../core/bidding/bid-rules';
import type { TradingStores } from '../../../core/ports/stores';
import type { UnitOfWork } from '../../../core/ports/unit-of-work';
import { verifyAuditChain } from '../audit/verify-audit-chain';
import type { TestDatabase } from '../testing/test-databases';
import type { RaceReport } from './bid-race';

const key = (bidId: string, bidderId: string) => `${bidId} ${bidderId}`;

/** How many committed rows of `table` each bid id appears in (audit by subject, outbox by data). */
async function perBid(database: TestDatabase, type: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const count = (bidId: string) => counts.set(bidId, (counts.get(bidId) ?? 0) + 1);
  const audit = await database.db
    .selectFrom('audit_log')
    .select('subject_id')
    .where('type', '=', type)
    .execute();
  for (const row of audit) count(row.subject_id);
  const outbox = await database.db
    .selectFrom('outbox')
    .select('data')
    .where('notification_type', '=', type)
    .execute();
  for (const row of outbox) count((JSON.parse(row.data ?? '{}') as { bidId: string }).bidId);
  return counts;
}

/**
 * Checks what the bidding race left behind: every bid closed exactly once; entries are exactly the
 * placements the use case reported as placed, one per bidder and bid; a bid with entries was
 * awarded once, to the entry `pickWinner` picks from *all* its committed entries (no placement
 * slipped past its close unseen), with its purchase approval, notices and loan status; a bid
 * without entries closed unsold with its loan listed again; the audit chain is intact.
 */
export async function expectRaceInvariants(
  database: TestDatabase,
  uow: UnitOfWork<TradingStores>,
  opened: readonly Bid[],
  reports: readonly RaceReport[],
): Promise<void> {
  const attempts = reports.flatMap((r) => r.attempts);
  const placed = attempts.filter((a) => a.outcome === 'placed');
  expect(new Set(placed.map((a) => key(a.bidId, a.bidderId))).size).toBe(placed.length);
  const outcomes = new Set(attempts.map((a) => a.outcome));
  for (const o of outcomes)
    expect(['placed', 'BID.ALREADY_PLACED', 'BID.CLOSED', 'BID.EXPIRED']).toContain(o);

  const awarded = await perBid(database, 'bid.awarded');
  const unsold = await perBid(database, 'bid.closed_unsold');
  const won = await perBid(database, 'bidWon');
  const closures = await perBid(database, 'afterClosure');
  let entryCount = 0;
  for (const { id, loanId } of opened) {
    const { bid, entries, award, loan, approval } = await uow.run(async (s) => ({
      bid: await s.bids.get(id),
      entries: await s.bids.entriesFor(id),
      award: (await s.bids.awardsForLoans([loanId]))[0],
      loan: await s.loans.get(loanId),
      approval: await s.approvals.purchaseApprovalByBid(id),
    }));
    entryCount += entries.length;
    const reported = placed
      .filter((a) => a.bidId === id)
      .map((a) => key(a.bidId, a.bidderId) + a.amountCents);
    expect(entries.map((e) => key(e.bidId, e.bidderId) + e.amountCents).sort()).toEqual(reported.sort());
    expect(bid?.status).toBe('closed');
    expect(closures.get(id)).toBe(1);
    const winner = pickWinner(entries);
    if (winner) {
      expect(bid).toMatchObject({ winnerId: winner.bidderId, winningAmountCents: winner.amountCents });
      expect(award).toMatchObject({ bidId: id, winnerId: winner.bidderId, amountCents: winner.amountCents });
      expect(entries.filter((e) => e.bought).map((e) => e.bidderId)).toEqual([winner.bidderId]);
      expect([awarded.get(id), unsold.get(id), won.get(id)]).toEqual([1, undefined, 1]);
      expect(approval?.bidId).toBe(id);
      expect(loan?.status).toBe('awarded');
    } else {
      expect(bid).toMatchObject({ winnerId: null, winningAmountCents: null });
      expect([award, approval, awarded.get(id), unsold.get(id)]).toEqual([undefined, null, undefined, 1]);
      expect(loan?.status).toBe('listed');
    }
  }
  expect(entryCount).toBe(placed.length);
  expect(reports.reduce((n, r) => n + r.awarded, 0)).toBe(awarded.size);
  expect(reports.reduce((n, r) => n + r.unsold, 0)).toBe(unsold.size);
  const placements = await database.db
    .selectFrom('audit_log')
    .select('seq')
    .where('type', '=', 'bid.placed')
    .execute();
  expect(placements).toHaveLength(placed.length);
  expect(await verifyAuditChain(database.db)).toMatchObject({ ok: true });
}
