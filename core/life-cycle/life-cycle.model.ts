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
  /** The loan's owner when it was awarded: the one who decides. */
  readonly approver: string;
  status: 'pending' | 'approved' | 'rejected' | 'void';
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
    if (best) {
      const approver = m.loans[bid.loanId]!.owner;
      m.approvals.push({ loanId: bid.loanId, buyer: best.bidder, approver, status: 'pending' });
    }
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

/**
 * The purchase of the loan's current award: the loan is awarded, and the latest approval of it
 * (every award opens one) is still live and addressed to its current owner.
 */
export function currentPurchase(m: TradingModel, loanId: string): ModelApproval | undefined {
  const loan = m.loans[loanId]!;
  const latest = m.approvals.filter((a) => a.loanId === loanId).at(-1);
  if (loan.status !== 'awarded' || !latest || latest.approver !== loan.owner) return undefined;
  return latest.status === 'pending' || latest.status === 'approved' ? latest : undefined;
}

/**
 * A sale of `loanIds` from `seller` to `investor`: the guards in the order the spec's texts
 * come. Only the current owner's consent counts: the purchase of the current award.
 */
export function transferOutcome(
  m: TradingModel,
  loanIds: readonly string[],
  investor: string,
  seller: string = LENDER_ID,
): { code: string; tape?: string } {
  if (seller === investor) return { code: 'TRANSFER.SAME_PARTY' };
  const loans = loanIds.map((id) => m.loans[id]!);
  if (loans.some((l) => l.owner !== seller)) return { code: 'TRANSFER.ALREADY_TRANSFERRED' };
  if (loans.some((l) => l.status === 'bidding')) return { code: 'TRANSFER.OPEN_FOR_BIDDING' };
  for (const id of loanIds) {
    const purchase = currentPurchase(m, id);
    if (purchase?.buyer !== investor) return { code: 'TRANSFER.NOT_WON' };
    if (purchase.status !== 'approved') return { code: 'TRANSFER.PURCHASE_NOT_APPROVED' };
  }
  const tapes = [...new Set(loans.map((l) => l.tape))].sort();
  const noDd = tapes.find((t) => !m.cases.some((c) => c.tape === t && c.investor === investor));
  if (noDd !== undefined) return { code: 'TRANSFER.DD_NOT_STARTED', tape: noDd };
  for (const tape of tapes) {
    // The buyer's own queries on the tape, and any on the moving loans.
    const open = m.threads.some(
      (t) =>
        !t.closed && t.tape === tape && (loanIds.includes(t.loanId) || t.a === investor || t.b === investor),
    );
    if (open) return { code: 'TRANSFER.DD_INCOMPLETE', tape };
  }
  return { code: 'ok' };
}

/** A completed sale: the loans move to the buyer, back to listed, and the seller's other consents are void. */
export function applyTransfer(
  m: TradingModel,
  loanIds: readonly string[],
  seller: string,
  buyer: string,
): void {
  for (const id of loanIds) {
    Object.assign(m.loans[id]!, { owner: buyer, status: 'listed' });
    for (const a of m.approvals) {
      const live = a.status === 'pending' || (a.status === 'approved' && a.buyer !== buyer);
      if (a.loanId === id && a.approver === seller && live) a.status = 'void';
    }
  }
}

/** Spec §4 DD start (ours: with a stake): the investor bid on a loan of the tape. */
export function startDdOutcome(m: TradingModel, investor: string, tape: string): string {
  const staked = m.bids.some(
    (b) => m.loans[b.loanId]!.tape === tape && b.entries.some((e) => e.bidder === investor),
  );
  if (!staked) return 'DD.NO_STAKE';
  return m.cases.some((c) => c.tape === tape && c.investor === investor) ? 'DD.ALREADY_STARTED' : 'ok';
}

/** The winner of the current award reprices: its purchase goes back to pending; anyone else has nothing to reprice. */
export function repriceOutcome(m: TradingModel, actor: string, loanId: string): string {
  if (m.loans[loanId]!.owner === actor) return 'TRANSFER.ALREADY_TRANSFERRED';
  return currentPurchase(m, loanId)?.buyer === actor ? 'ok' : 'REPRICE.FORBIDDEN';
}

/** The purchase of a loan pending its owner's decision. */
export const pendingPurchase = (m: TradingModel, loanId: string) => {
  const current = currentPurchase(m, loanId);
  return current?.status === 'pending' ? current : undefined;
};

/** A decision on the pending purchase; a rejection puts the loan back to listed (it may be opened again). */
export function applyDecision(m: TradingModel, row: ModelApproval, approve: boolean): void {
  row.status = approve ? 'approved' : 'rejected';
  if (!approve) m.loans[row.loanId]!.status = 'listed';
}
