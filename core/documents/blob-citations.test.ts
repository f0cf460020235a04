import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainError } from '../errors/domain-error';
import type { Result } from '../errors/result';
import { closeStipulation } from '../stipulations/close-stipulation';
import { openStipulation } from '../stipulations/open-stipulation';
import { replyToStipulation } from '../stipulations/reply-stipulation';
import { startDueDiligence } from '../transfer/due-diligence';
import {
  aLoan,
  DD_FIRM,
  INVESTOR,
  INVESTOR2,
  LENDER,
  TAPE,
  type TradeFixture,
  tradeFixture,
} from '../transfer/testing/trade-fixture';
import { uploadMissingDocument } from './loan-documents';
import { blobNamed } from './testing/uploads';

const REFUSED = { kind: 'invalid', code: 'UPLOAD.UNKNOWN_BLOB', message: 'Please upload a valid file' };

/** The refusal of a use case result, or null when it succeeded. */
const refusalOf = async (r: Promise<Result<unknown, DomainError>>) => {
  const done = await r;
  return done.ok ? null : done.error;
};

describe('citing blobs: only your own uploads', () => {
  let f: TradeFixture;
  /** A file only the lender uploaded (say, a borrower's bank statement), and one of each other party. */
  let lendersFile: string;
  let investorsFile: string;
  let firmsFile: string;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1'));
    await f.startDd(INVESTOR.userId, DD_FIRM.userId);
    [lendersFile] = (await f.uploads(LENDER.userId, 'bank-statement.pdf')) as [string];
    [investorsFile] = (await f.uploads(INVESTOR.userId, 'query.pdf')) as [string];
    [firmsFile] = (await f.uploads(DD_FIRM.userId, 'asf.xlsx')) as [string];
  });
  const query = (blobName: string) => ({
    loanId: 'loan-1',
    docInfo: 'Income check',
    message: 'See the attachment',
    blobName,
    stage: 'Due-Diligence',
    partyB: DD_FIRM.userId,
  });

  it('refuses a query, a reply and a resolve citing another party’s file, writing nothing', async () => {
    expect(await refusalOf(openStipulation(f.deps, INVESTOR, query(lendersFile)))).toMatchObject({
      ...REFUSED,
      details: { field: 'blobName' },
    });
    const opened = await openStipulation(f.deps, INVESTOR, query(investorsFile));
    const thread = opened.ok ? opened.value : null;
    const written = { audit: f.audit().length, outbox: f.outbox().length };
    const reply = { stipulationId: thread!.id, message: 'Here', docName: 'Statement' };
    expect(
      await refusalOf(replyToStipulation(f.deps, DD_FIRM, { ...reply, blobName: lendersFile })),
    ).toMatchObject(REFUSED);
    const resolve = { stipulationId: thread!.id, finalDocs: [firmsFile, lendersFile] };
    expect(await refusalOf(closeStipulation(f.deps, DD_FIRM, resolve))).toMatchObject({
      ...REFUSED,
      details: { field: 'finalDocs.1' },
    });
    expect({ audit: f.audit().length, outbox: f.outbox().length }).toEqual(written);
    expect(await f.read().stipulations.get(thread!.id)).toMatchObject({ closed: false, finalDocs: [] });
    expect((await f.read().stipulations.get(thread!.id))?.messages).toHaveLength(1);
  });

  it('refuses filing another party’s file as a loan document, or as a due-diligence engagement', async () => {
    const filed = uploadMissingDocument(f.deps, LENDER, {
      loanId: 'loan-1',
      docName: 'Note',
      blobName: firmsFile,
    });
    expect(await refusalOf(filed)).toMatchObject(REFUSED);
    const engaged = startDueDiligence(f.deps, INVESTOR2, {
      tapeName: TAPE,
      partyB: DD_FIRM.userId,
      blobName: investorsFile,
    });
    expect(await refusalOf(engaged)).toMatchObject(REFUSED);
    expect(await f.read().documents.forLoan('loan-1')).toEqual([]);
    expect(await f.read().dueDiligence.casesForParty(INVESTOR2.userId)).toEqual([]);
  });

  it('answers a malformed, an unknown and another party’s name alike, so a refusal reveals nothing', async () => {
    const answers = [];
    for (const name of ['bank-statement.pdf', blobNamed('nobody uploaded this'), lendersFile]) {
      answers.push(await refusalOf(openStipulation(f.deps, INVESTOR, query(name))));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('accepts the same content once the citing party uploaded it too', async () => {
    await f.uploads(INVESTOR.userId, 'bank-statement.pdf');
    expect((await openStipulation(f.deps, INVESTOR, query(lendersFile))).ok).toBe(true);
  });
});
