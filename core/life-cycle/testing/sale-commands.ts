/**
 * Sale commands of the life-cycle model test: a transfer tried by the lender or by the buyer
 * (often too early), a reprice by an investor, the lender's purchase decision. The transfer
 * also checks the safety rule itself — it never succeeds before due diligence started on every
 * tape and every query on its loans is closed — and the spec's refusal texts.
 */
import { MESSAGES } from '../../errors/messages';
import { setPurchaseApproval } from '../../transfer/purchase-approvals';
import { repriceLoan } from '../../transfer/reprice';
import { LENDER } from '../../transfer/testing/trade-fixture';
import { transferLoanNew } from '../../transfer/transfer-loans';
import * as model from '../life-cycle.model';
import { agree, always, type Command, INVESTORS, LOANS, same, step, TAPES, target } from './life-cycle-world';

/** Fixed selections of the table; an index past them selects the loans the buyer won. */
export const SELECTIONS = [['loan-1'], ['loan-2'], ['loan-3'], ['loan-1', 'loan-2'], LOANS];

/** Every transfer outcome the commands met, so a test can prove which paths it reached. */
export const transferOutcomes = new Set<string>();

const won = (m: model.TradingModel, investor: string) => {
  const ids = LOANS.filter((id) => m.bids.some((b) => b.loanId === id && b.winner === investor));
  return ids.length > 0 ? ids : ['loan-1'];
};

const REFUSAL_TEXTS: Record<string, (tape: string) => string> = {
  'TRANSFER.ALREADY_TRANSFERRED': () => MESSAGES.loansAlreadyTransferred,
  'TRANSFER.DD_NOT_STARTED': MESSAGES.startDueDiligence,
  'TRANSFER.DD_INCOMPLETE': MESSAGES.completeDueDiligence,
};

/** transferLoanNew of a selection to an investor (mostly one with an approved purchase), by it or by the lender. */
export const transfer = (byInvestor: boolean, index: number, selection: number): Command => ({
  check: always,
  async run(m, w) {
    const approved = m.approvals.filter((a) => a.status === 'approved').map((a) => a.buyer);
    const investor = target(
      approved,
      INVESTORS.map((i) => i.userId),
      index,
    );
    const loanIds = SELECTIONS[selection] ?? won(m, investor);
    const actor = byInvestor ? INVESTORS.find((i) => i.userId === investor)! : LENDER;
    const { code, tape } = model.transferOutcome(m, loanIds, investor);
    const read = w.read();
    const cases = await read.dueDiligence.casesForTapes(loanIds.map((id) => TAPES[id]!));
    const threads = await read.stipulations.forLoans(loanIds);
    const input = { loanIds, lenderId: LENDER.userId, investorId: investor };
    const r = await step(m, w, actor, code, () => transferLoanNew(w.deps, actor, input));
    transferOutcomes.add(code);
    if (r.ok) {
      const ddOn = (id: string) => cases.some((c) => c.tapeName === TAPES[id] && c.investorId === investor);
      same(
        loanIds.filter((id) => !ddOn(id)),
        [],
        'transferred without due diligence',
      );
      same(
        threads.filter((t) => !t.closed).map((t) => t.id),
        [],
        'transferred with open queries',
      );
      model.applyTransfer(m, loanIds, LENDER.userId, investor);
    } else if (REFUSAL_TEXTS[code]) {
      same(r.error.message, REFUSAL_TEXTS[code](tape ?? ''), 'refusal text');
    }
    await agree(m, w);
  },
  toString: () =>
    `transfer(by ${byInvestor ? 'investor' : 'lender'}, to #${index}, ${SELECTIONS[selection] ?? 'won'})`,
});

/**
 * A second-hand sale tried without the owner's consent: an investor takes a loan another
 * investor bought, naming that investor as seller (mostly a loan an investor owns). Only the
 * current owner's consent moves a loan, and a buyer-owner has given none here, so the model
 * says which guard refuses it — never 'ok'.
 */
export const takeFrom = (who: number, index: number): Command => ({
  check: always,
  async run(m, w) {
    const owned = LOANS.filter((id) => m.loans[id]!.owner !== LENDER.userId);
    const loanId = target(owned, LOANS, index);
    const owner = m.loans[loanId]!.owner;
    // Mostly the other investor takes from the owner; sometimes the owner names itself, or a non-owner is named.
    const taker =
      owner !== LENDER.userId && index % 3 !== 2
        ? INVESTORS.find((i) => i.userId !== owner)!
        : INVESTORS[who]!;
    const seller = owner === LENDER.userId ? INVESTORS[1 - who]!.userId : owner;
    const { code, tape } = model.transferOutcome(m, [loanId], taker.userId, seller);
    if (code === 'ok') throw new Error('the model lets a loan move without its owner’s consent');
    const input = { loanIds: [loanId], lenderId: seller, investorId: taker.userId };
    const r = await step(m, w, taker, code, () => transferLoanNew(w.deps, taker, input));
    transferOutcomes.add(`second-hand ${code}`);
    if (!r.ok && REFUSAL_TEXTS[code]) same(r.error.message, REFUSAL_TEXTS[code](tape ?? ''), 'refusal text');
    await agree(m, w);
  },
  toString: () => `takeFrom(${INVESTORS[who]!.userId}, #${index})`,
});

/** An investor reprices a loan (mostly one with a purchase approval). */
export const reprice = (who: number, index: number, dollars: number): Command => ({
  check: always,
  async run(m, w) {
    const investor = INVESTORS[who]!;
    const loanId = target(
      m.approvals.map((a) => a.loanId),
      LOANS,
      index,
    );
    const input = { loanIds: [loanId], reason: 'Appraisal came in low', newPrice: dollars };
    const r = await step(m, w, investor, model.repriceOutcome(m, investor.userId, loanId), () =>
      repriceLoan(w.deps, investor, input),
    );
    const row = model.currentPurchase(m, loanId);
    if (r.ok && row) row.status = 'pending';
    await agree(m, w);
  },
  toString: () => `reprice(${INVESTORS[who]!.userId}, #${index}, ${dollars})`,
});

/** The lender approves or rejects the purchase of a loan (mostly a pending one). */
export const decide = (approve: boolean, index: number): Command => ({
  check: always,
  async run(m, w) {
    const pending = m.approvals.filter((a) => a.status === 'pending').map((a) => a.loanId);
    const loanId = target(pending, LOANS, index);
    const row = model.pendingPurchase(m, loanId);
    const r = await step(m, w, LENDER, row ? 'ok' : 'PURCHASE.NOT_PENDING', () =>
      setPurchaseApproval(w.deps, LENDER, { loanIds: [loanId], approval: approve }),
    );
    if (r.ok && row) model.applyDecision(m, row, approve);
    await agree(m, w);
  },
  toString: () => `${approve ? 'approve' : 'reject'}(#${index})`,
});
