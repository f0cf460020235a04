/**
 * Due-diligence commands of the life-cycle model test: an investor engages the firm on a tape,
 * a party raises a query with another, a party resolves a query. Targets are picked mostly
 * where something can happen (a buyer's tape, a loan about to be bought), sometimes anywhere.
 */
import { closeStipulation } from '../../stipulations/close-stipulation';
import { openStipulation } from '../../stipulations/open-stipulation';
import { startDueDiligence } from '../../transfer/due-diligence';
import { DD_FIRM } from '../../transfer/testing/trade-fixture';
import * as model from '../life-cycle.model';
import {
  agree,
  always,
  type Command,
  FILES,
  INVESTORS,
  LOANS,
  PARTIES,
  step,
  TAPES,
  target,
} from './life-cycle-world';

/** Who may start due diligence on which tape, as `investor|tape`. */
const DD_CHOICES = ['investor-1|Tape A', 'investor-1|Tape B', 'investor-2|Tape A', 'investor-2|Tape B'];

/** An investor (mostly a buyer, on its loan's tape) engages the firm. */
export const startDd = (index: number): Command => ({
  check: always,
  async run(m, w) {
    const buyers = m.approvals.map((a) => `${a.buyer}|${TAPES[a.loanId]}`);
    const [investorId, tape] = target(buyers, DD_CHOICES, index).split('|') as [string, string];
    const investor = INVESTORS.find((i) => i.userId === investorId)!;
    const input = { tapeName: tape, partyB: DD_FIRM.userId, blobName: FILES.engagement };
    const r = await step(m, w, investor, model.startDdOutcome(m, investorId, tape), () =>
      startDueDiligence(w.deps, investor, input),
    );
    if (r.ok) m.cases.push({ tape, investor: investorId, firm: DD_FIRM.userId });
    await agree(m, w);
  },
  toString: () => `startDd(#${index})`,
});

/** Loans about to be bought: purchase approved and the buyer in due diligence on the tape. */
const readyToBuy = (m: model.TradingModel) =>
  m.approvals
    .filter((a) => a.status === 'approved')
    .filter((a) => m.cases.some((c) => c.tape === TAPES[a.loanId] && c.investor === a.buyer))
    .map((a) => a.loanId);

/** A party raises a query with another on a loan (mostly one about to be bought, with a counterparty). */
export const raise = (who: number, index: number): Command => ({
  check: always,
  async run(m, w) {
    const inDd = LOANS.filter((id) => m.cases.some((c) => c.tape === TAPES[id]));
    const ready = readyToBuy(m);
    const loanId = target(ready.length > 0 ? ready : inDd, LOANS, index);
    const parties = PARTIES.filter((p) => model.counterpartiesOf(m, loanId, p.userId).length > 0);
    const actor = target(parties, PARTIES, who);
    const others = PARTIES.map((p) => p.userId).filter((id) => id !== actor.userId);
    const partyB = target(model.counterpartiesOf(m, loanId, actor.userId), others, index >> 1);
    const query = { loanId, docInfo: 'Appraisal', message: 'Please send it', blobName: FILES.query, partyB };
    const r = await step(m, w, actor, model.raiseOutcome(m, actor.userId, partyB, loanId), () =>
      openStipulation(w.deps, actor, { ...query, stage: 'Due-Diligence' }),
    );
    if (r.ok) {
      m.threads.push({
        id: r.value.id,
        loanId,
        tape: TAPES[loanId]!,
        a: actor.userId,
        b: partyB,
        closed: false,
      });
    }
    await agree(m, w);
  },
  toString: () => `raise(#${who}, #${index})`,
});

/** A party (or not) resolves a query; the firm resolves with its final documents. */
export const resolve = (who: number, index: number): Command => ({
  check: (m) => m.threads.length > 0,
  async run(m, w) {
    const thread = m.threads[index % m.threads.length]!;
    const actor = PARTIES[who]!;
    const r = await step(m, w, actor, model.resolveOutcome(thread, actor.userId), () =>
      closeStipulation(w.deps, actor, { stipulationId: thread.id, finalDocs: [FILES.finalTape] }),
    );
    if (r.ok) thread.closed = true;
    await agree(m, w);
  },
  toString: () => `resolve(${PARTIES[who]!.userId}, #${index})`,
});
