/**
 * The model of the trading life cycle, for the model-based test beside it: plain records of
 * who owns which loan, the bids, purchase approvals, due-diligence cases and stipulation
 * threads, and for each command the outcome the use cases must give ('ok' or the refusal
 * code), worked out from the rules as the spec (§4, §6) and the areas state them — no store.
 */

export const LENDER_ID = 'lender-1';

export interface ModelLoan {
  readonly tape: string;
  status: 'listed' | 'bidding' | 'awarded';
  owner: string;
}
export interface ModelBid {
  readonly id: string;
  readonly loanId: string;
  readonly validTill: number;
  open: boolean;
  readonly entries: { bidder: string; amount: number; placedAt: number }[];
  winner: string | null;
}
/** A purchase approval: the winner buys, the lender approves. */
export interface ModelApproval {
  readonly loanId: string;
  readonly buyer: string;
  status: 'pending' | 'approved' | 'rejected';
}
export interface ModelThread {
  readonly id: string;
  readonly loanId: string;
  readonly tape: string;
  readonly a: string;
  readonly b: string;
  closed: boolean;
}
export interface TradingModel {
  now: number;
  readonly loans: Record<string, ModelLoan>;
  readonly bids: ModelBid[];
  readonly approvals: ModelApproval[];
  readonly cases: { tape: string; investor: string; firm: string }[];
  /** In the order they were raised. */
  readonly threads: ModelThread[];
}

/** A fresh model: every loan listed and owned by the lender. */
export function newModel(tapeOf: Record<string, string>): TradingModel {
  const loans = Object.fromEntries(
    Object.entries(tapeOf).map(([id, tape]) => [id, { tape, status: 'listed' as const, owner: LENDER_ID }]),
  );
  return { now: 0, loans, bids: [], approvals: [], cases: [], threads: [] };
}

export const latestBid = (m: TradingModel, loanId: string) =>
  m.bids.filter((b) => b.loanId === loanId).at(-1);

/** Opening a loan for bidding by the lender until `lasts` ms from now. */
export function openOutcome(m: TradingModel, loanId: string, lasts: number): string {
  if (lasts <= 0) return 'BID.VALID_TILL_NOT_FUTURE';
  if (m.loans[loanId]!.owner !== LENDER_ID) return 'BID.NOT_OWNER';
  return m.loans[loanId]!.status === 'listed' ? 'ok' : 'BID.LOAN_NOT_LISTED';
}

/** Spec §4: a bid only while open, before validTill, once per bidder. */
export function placeOutcome(m: TradingModel, bid: ModelBid, bidder: string): string {
  if (!bid.open) return 'BID.CLOSED';
  if (m.now >= bid.validTill) return 'BID.EXPIRED';
  return bid.entries.some((e) => e.bidder === bidder) ? 'BID.ALREADY_PLACED' : 'ok';
}

/** Closes every due bid: highest amount, then earliest, then smallest id wins; an award opens a pending approval. */
export function closeDueBids(m: TradingModel): { closed: number; awarded: number } {
  const due = m.bids.filter((b) => b.open && b.validTill <= m.now);
  for (const bid of due) {
    const best = [...bid.entries].sort(
      (x, y) => y.amount - x.amount || x.placedAt - y.placedAt || (x.bidder < y.bidder ? -1 : 1),
    )[0];
    bid.open = false;
    bid.winner = best?.bidder ?? null;
    m.loans[bid.loanId]!.status = best ? 'awarded' : 'listed';
    if (best) m.approvals.push({ loanId: bid.loanId, buyer: best.bidder, status: 'pending' });
  }
  return { closed: due.length, awarded: due.filter((b) => b.winner !== null).length };
}

/** Whom `userId` may raise a query with on the loan: owner ↔ anyone in DD on the tape; investor ↔ its firm. */
export function counterpartiesOf(m: TradingModel, loanId: string, userId: string): string[] {
  const { owner, tape } = m.loans[loanId]!;
  const cases = m.cases.filter((c) => c.tape === tape);
  const others = (ids: string[]) => [...new Set(ids)].filter((id) => id !== userId);
  if (userId === owner) return others(cases.flatMap((c) => [c.investor, c.firm]));
  const mine = cases.filter((c) => c.investor === userId || c.firm === userId);
  if (mine.length === 0) return [];
  return others([owner, ...mine.map((c) => (c.investor === userId ? c.firm : c.investor))]);
}

export function raiseOutcome(m: TradingModel, actor: string, partyB: string, loanId: string): string {
  const options = counterpartiesOf(m, loanId, actor);
  if (options.length === 0) return 'STIPULATION.NOT_A_PARTY';
  if (!options.includes(partyB)) return 'STIPULATION.SECOND_PARTY';
  const pair = new Set([actor, partyB]);
  const settled = m.threads.some((t) => t.closed && t.loanId === loanId && pair.has(t.a) && pair.has(t.b));
  return settled ? 'STIPULATION.STAGE_RESOLVED' : 'ok';
}

export function resolveOutcome(thread: ModelThread, actor: string): string {
  if (thread.a !== actor && thread.b !== actor) return 'STIPULATION.NOT_FOUND';
  return thread.closed ? 'STIPULATION.CLOSED' : 'ok';
}

/** A sale of `loanIds` from the lender to `investor`: the guards in the order the spec's texts come. */
export function transferOutcome(
  m: TradingModel,
  loanIds: readonly string[],
  investor: string,
): { code: string; tape?: string } {
  const loans = loanIds.map((id) => m.loans[id]!);
  if (loans.some((l) => l.owner !== LENDER_ID)) return { code: 'TRANSFER.ALREADY_TRANSFERRED' };
  if (loans.some((l) => l.status === 'bidding')) return { code: 'TRANSFER.OPEN_FOR_BIDDING' };
  for (const id of loanIds) {
    const approval = m.approvals.find((a) => a.loanId === id && a.buyer === investor);
    if (approval?.status === 'approved') continue;
    if (approval) return { code: 'TRANSFER.PURCHASE_NOT_APPROVED' };
    if (!m.bids.some((b) => b.loanId === id && b.winner === investor)) return { code: 'TRANSFER.NOT_WON' };
  }
  const tapes = [...new Set(loans.map((l) => l.tape))].sort();
  const noDd = tapes.find((t) => !m.cases.some((c) => c.tape === t && c.investor === investor));
  if (noDd !== undefined) return { code: 'TRANSFER.DD_NOT_STARTED', tape: noDd };
  const open = m.threads.find((t) => !t.closed && loanIds.includes(t.loanId));
  return open ? { code: 'TRANSFER.DD_INCOMPLETE', tape: open.tape } : { code: 'ok' };
}

/** The buyer reprices: its approval goes back to pending; the owner of the loan has nothing to reprice. */
export function repriceOutcome(m: TradingModel, actor: string, loanId: string): string {
  if (m.loans[loanId]!.owner === actor) return 'TRANSFER.ALREADY_TRANSFERRED';
  return m.approvals.some((a) => a.loanId === loanId && a.buyer === actor) ? 'ok' : 'REPRICE.FORBIDDEN';
}

/** The lender approves or rejects the pending purchase of a loan. */
export const pendingPurchase = (m: TradingModel, loanId: string) =>
  m.approvals.find((a) => a.loanId === loanId && a.status === 'pending');
