import { beforeEach, describe, expect, it } from 'vitest';
import { patchStores } from '../testing/patch-stores';
import {
  aLoan,
  DD_FIRM,
  DD_FIRM2,
  INVESTOR,
  INVESTOR2,
  LENDER,
  RATING,
  type TradeFixture,
  tradeFixture,
} from '../transfer/testing/trade-fixture';
import { VALIDATION_MESSAGES as M } from '../validation/messages';
import { DOCUMENT_MESSAGES } from './documents.errors';
import { listLoanDocuments, uploadMissingDocument } from './loan-documents';
import { blobNamed } from './testing/uploads';

describe('loan documents', () => {
  let f: TradeFixture;
  beforeEach(async () => {
    f = tradeFixture();
    await f.addLoans(aLoan('loan-1'));
  });
  /** `actor` uploads the file `file` (none when blank) and files it as `docName`. */
  const upload = async (docName: string, file = `${docName}.pdf`, actor = LENDER) => {
    const [blobName = ''] = file ? await f.uploads(actor.userId, file) : [];
    return uploadMissingDocument(f.deps, actor, { loanId: 'loan-1', docName, blobName });
  };

  it('adds a missing document as version 1 in the due-diligence stage, then the next versions', async () => {
    const first = await upload('Title Policy', 'blob-a');
    expect(first.ok && first.value.revisions).toEqual([
      {
        version: 1,
        documentInfo: '',
        uploadedBy: LENDER.userId,
        updated: '2026-01-15T12:00:00.000Z',
        blobName: blobNamed('blob-a'),
        fileNameGiven: 'Title Policy',
      },
    ]);
    const second = await upload('  title   policy ', 'blob-b');
    expect(second.ok && second.value.documentName).toBe('Title Policy');
    expect(second.ok && second.value.revisions.map((r) => [r.version, r.blobName])).toEqual([
      [1, blobNamed('blob-a')],
      [2, blobNamed('blob-b')],
    ]);
    expect(
      f
        .audit()
        .filter((e) => e.type === 'document.uploaded')
        .map((e) => e.data.version),
    ).toEqual([1, 2]);
  });

  it('asks for the document name and the file with the spec messages', async () => {
    const noName = await upload('  ');
    expect(!noName.ok && noName.error).toMatchObject({ kind: 'invalid', message: M.documentNameRequired });
    const noFile = await upload('Note', '');
    expect(!noFile.ok && noFile.error).toMatchObject({ kind: 'invalid', message: M.selectFileToUpload });
  });

  it('lets only the owner upload', async () => {
    await f.startDd();
    for (const actor of [INVESTOR, DD_FIRM, RATING]) {
      const r = await upload('Note', 'x.pdf', actor);
      expect(!r.ok && r.error).toMatchObject({ kind: 'forbidden', code: 'DOCUMENT.NOT_OWNER' });
    }
    // The owner whose loan persona lapsed uploads nothing (the capability table decides first).
    const lapsed = await upload('Note', 'x.pdf', { ...LENDER, persona: null });
    expect(!lapsed.ok && lapsed.error).toMatchObject({ kind: 'forbidden', code: 'PERMISSION.NO_PERSONA' });
    expect(f.audit()).toEqual([]);
  });

  it('refuses the slower of two uploads of the same version, writing nothing', async () => {
    await upload('Note', 'blob-1');
    // The slower upload read the document before the other one added version 2.
    const stale = await f.read().documents.forLoan('loan-1');
    await upload('Note', 'blob-2');
    const racing = patchStores(f.deps, (s) => ({
      documents: { ...s.documents, forLoan: async () => stale },
    }));
    const [blobName = ''] = await f.uploads(LENDER.userId, 'blob-3');
    const r = await uploadMissingDocument(racing, LENDER, { loanId: 'loan-1', docName: 'Note', blobName });
    expect(!r.ok && r.error).toMatchObject({ kind: 'conflict', message: DOCUMENT_MESSAGES.uploadRaced });
    const [doc] = await f.read().documents.forLoan('loan-1');
    expect(doc?.revisions.map((rev) => rev.blobName)).toEqual([blobNamed('blob-1'), blobNamed('blob-2')]);
  });

  it('refuses a loan that does not exist', async () => {
    const r = await uploadMissingDocument(f.deps, LENDER, { loanId: 'nope', docName: 'Note', blobName: 'b' });
    expect(!r.ok && r.error).toMatchObject({ kind: 'not_found', message: DOCUMENT_MESSAGES.loanNotFound });
  });

  describe('reading', () => {
    beforeEach(async () => {
      await upload('Promissory Note');
      await f.startDd(INVESTOR.userId, DD_FIRM.userId);
      await f.award('loan-1', INVESTOR2.userId);
    });
    const read = (actor = LENDER, stage?: string) =>
      listLoanDocuments(f.deps, actor, { loanId: 'loan-1', stage });

    it('shows the owner, the engaged DD firm and the winning bidder the documents and stages', async () => {
      for (const actor of [LENDER, DD_FIRM, INVESTOR2]) {
        const r = await read(actor);
        expect(r.ok && r.value.stages).toEqual(['Due-Diligence']);
        expect(r.ok && r.value.documents.map((d) => d.documentName)).toEqual(['Promissory Note']);
      }
    });

    it('hides them from the DD investor, other firms, rating agencies and losing bidders', async () => {
      for (const actor of [INVESTOR, DD_FIRM2, RATING]) {
        const r = await read(actor);
        expect(!r.ok && r.error).toMatchObject({
          kind: 'forbidden',
          message: DOCUMENT_MESSAGES.notAllowedToRead,
        });
      }
    });

    it('filters by stage', async () => {
      const r = await read(LENDER, 'Closing');
      expect(r.ok && r.value.documents).toEqual([]);
    });
  });
});
