/**
 * The setting of the stipulation tests: two loans of the lender on the tape, due diligence
 * started by the investor with the firm, every party having uploaded the files the tests cite
 * (`FILES`), and `open` to raise a query (party A = `actor`).
 */
import { blobNamed, recordUploads } from '../../documents/testing/uploads';
import type { Actor } from '../../permissions/actor';
import { aLoan, CAST, DD_FIRM, INVESTOR, tradeFixture } from '../../transfer/testing/trade-fixture';
import { type OpenStipulationInput, openStipulation } from '../open-stipulation';
import type { Stipulation } from '../stipulation';

/** The files every party of the thread tests has uploaded, by label. */
export const FILES = {
  appraisal: blobNamed('appraisal.pdf'),
  signed: blobNamed('signed.pdf'),
  asf: blobNamed('asf.xlsx'),
  report: blobNamed('report.pdf'),
} as const;

/** A valid new query from the investor to its firm on loan-1; override what the test is about. */
export const query = (over: Partial<OpenStipulationInput> = {}): OpenStipulationInput => ({
  loanId: 'loan-1',
  docInfo: 'Appraisal is unsigned',
  message: 'Please send the signed appraisal',
  blobName: FILES.appraisal,
  stage: 'Due-Diligence',
  partyB: DD_FIRM.userId,
  ...over,
});

export async function threadWorld() {
  const f = tradeFixture();
  await f.addLoans(aLoan('loan-1'), aLoan('loan-2'));
  await f.startDd(INVESTOR.userId, DD_FIRM.userId);
  await recordUploads(
    f.deps,
    CAST.map((a) => a.userId),
    ['appraisal.pdf', 'signed.pdf', 'asf.xlsx', 'report.pdf'],
  );
  /** Opens a query or throws: for tests about what happens next. */
  const open = async (
    actor: Actor = INVESTOR,
    over: Partial<OpenStipulationInput> = {},
  ): Promise<Stipulation> => {
    const r = await openStipulation(f.deps, actor, query(over));
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  return { f, open };
}

export type ThreadWorld = Awaited<ReturnType<typeof threadWorld>>;
