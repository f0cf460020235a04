/**
 * Due diligence as the parties run it (fixtures/demo/diligence.ts): the investor starts the
 * case with an engagement letter; queries are raised, answered with a document and closed in
 * the order they happened, across threads. A due-diligence firm resolves a query by delivering
 * its final documents — a report and the generated ASF tape of the loan — as spec §4 requires.
 */
import type { Loan } from '../../../core/loans/loan';
import type { Actor } from '../../../core/permissions/actor';
import { closeStipulation } from '../../../core/stipulations/close-stipulation';
import { openStipulation } from '../../../core/stipulations/open-stipulation';
import { replyToStipulation } from '../../../core/stipulations/reply-stipulation';
import { generateTape } from '../../../core/tapes/generate-tape';
import { startDueDiligence } from '../../../core/transfer/due-diligence';
import { STIPULATION_STAGES } from '../../../core/validation/constants';
import { picksStageAndParty } from '../../../core/validation/stipulation-forms';
import { COMPLETED_DD, type DemoDueDiligence, type DemoThread } from '../../../fixtures/demo/diligence';
import { OPEN_DD } from '../../../fixtures/demo/diligence-open';
import { minimalPdf } from '../../../fixtures/demo/pdf';
import type { DemoKey } from '../../../fixtures/demo/people';
import { DEMO_TAPE_NAMES } from '../../../fixtures/demo/tapes';
import type { Offset } from '../../../fixtures/demo/timeline';
import { writeXlsx } from '../../spreadsheet/write-sheet';
import { type Cast, castOf, loansOf, trader } from '../cast';
import { must, type Stage } from '../stage';
import type { SeedStep } from '../step';
import { uploadAs } from '../uploads';

type Happening = { readonly at: Offset; readonly act: () => Promise<void> };

/** The thread's raise, replies and close, each at its time; they share the thread's id. */
function happenings(stage: Stage, cast: Cast, loan: Loan, thread: DemoThread): Happening[] {
  const as = (key: DemoKey) => trader(stage, cast[key]);
  const pdf = (actor: Actor, title: string, text: string) =>
    uploadAs(stage, actor, minimalPdf(title, [`Loan ${loan.loanNumber}, ${loan.tapeName}`, text]));
  let id = '';
  const raise = async () => {
    const actor = await as(thread.raisedBy);
    const blobName = await pdf(actor, thread.docInfo, thread.message);
    const { docInfo, message } = thread;
    const withParty = picksStageAndParty(actor.persona) && thread.with;
    const party = withParty ? { stage: STIPULATION_STAGES[0], partyB: cast[thread.with!].id } : {};
    const input = { loanId: loan.id, docInfo, message, blobName, ...party };
    id = must(`a query on ${loan.loanNumber}`, await openStipulation(stage.trading, actor, input)).id;
  };
  const reply = (r: DemoThread['replies'][number]) => async () => {
    const actor = await as(r.by);
    const input = {
      stipulationId: id,
      message: r.message,
      docName: r.docName,
      blobName: await pdf(actor, r.docName, r.message),
    };
    must(`a reply on ${loan.loanNumber}`, await replyToStipulation(stage.trading, actor, input));
  };
  const close = (c: NonNullable<DemoThread['closed']>) => async () => {
    const actor = await as(c.by);
    // A firm resolves by delivering its final documents; the other parties simply close.
    const finalDocs =
      actor.persona === 'due_diligence'
        ? [
            await pdf(actor, 'Due diligence final report', `${thread.docInfo}: ${c.message ?? 'resolved'}`),
            await uploadAs(stage, actor, writeXlsx(generateTape([loan], 'ASF'), 'ASF')),
          ]
        : null;
    const input = { stipulationId: id, finalDocs, message: c.message ?? null };
    must(`closing the query on ${loan.loanNumber}`, await closeStipulation(stage.trading, actor, input));
  };
  return [
    { at: thread.at, act: raise },
    ...thread.replies.map((r) => ({ at: r.at, act: reply(r) })),
    ...(thread.closed ? [{ at: thread.closed.at, act: close(thread.closed) }] : []),
  ];
}

async function runCase(stage: Stage, dd: DemoDueDiligence) {
  const cast = await castOf(stage);
  const loan = await loansOf(stage, dd.tape);
  const tapeName = DEMO_TAPE_NAMES[dd.tape];
  const [investor, firm] = [await trader(stage, cast[dd.investor]), await trader(stage, cast[dd.firm])];
  stage.at(dd.startedAt);
  const letter = minimalPdf('Due diligence engagement letter', [
    `${investor.name} engages ${firm.name}`,
    tapeName,
  ]);
  const input = { tapeName, partyB: firm.userId, blobName: await uploadAs(stage, investor, letter) };
  must(`starting due diligence on ${tapeName}`, await startDueDiligence(stage.trading, investor, input));

  // Threads interleave in time; a stable sort keeps each thread's own order on equal instants.
  const timeline = dd.threads
    .flatMap((t) => happenings(stage, cast, loan(t.loan), t))
    .sort((a, b) => a.at - b.at);
  for (const { at, act } of timeline) {
    stage.at(at);
    await act();
  }
  return {
    ddCases: 1,
    stipulations: dd.threads.length,
    stipulationReplies: dd.threads.reduce((n, t) => n + t.replies.length, 0),
    stipulationsClosed: dd.threads.filter((t) => t.closed).length,
  };
}

function diligenceStep(name: string, dd: DemoDueDiligence): SeedStep {
  return {
    name,
    async done(stage) {
      const investor = (await castOf(stage))[dd.investor];
      const cases = await stage.trading.uow.run((s) =>
        s.dueDiligence.casesForTapes([DEMO_TAPE_NAMES[dd.tape]]),
      );
      return cases.some((c) => c.investorId === investor.id);
    },
    run: (stage) => runCase(stage, dd),
  };
}

export const completedDiligenceStep = diligenceStep('completed due diligence', COMPLETED_DD);
export const openDiligenceStep = diligenceStep('due diligence in progress', OPEN_DD);
