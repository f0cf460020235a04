import { describe, expect, it } from 'vitest';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { MakeHarness } from '../testing/store-harness';
import type { DocumentStore } from './document-store';
import type { DocumentRevision } from './loan-document';

type Stores = { readonly documents: DocumentStore };

const revision = (version: number, over: Partial<DocumentRevision> = {}): DocumentRevision => ({
  version,
  documentInfo: `upload ${version}`,
  uploadedBy: 'lender-1',
  updated: `2026-01-1${version}T10:00:00.000Z`,
  blobName: `blob-${version}`,
  fileNameGiven: `note-v${version}.pdf`,
  ...over,
});

/** The behaviour every `DocumentStore` (in-memory, SQLite, PostgreSQL) must show. */
export function describeDocumentStoreContract(name: string, make: MakeHarness<Stores>): void {
  describe(`DocumentStore contract: ${name}`, () => {
    const inTx = freshHarnessPerTest(make);
    const run = <T>(work: (s: DocumentStore) => Promise<T>) => inTx((s) => work(s.documents));

    it('creates a document with its first revision and reads it back field for field', async () => {
      expect(await run((s) => s.addRevision('loan-1', 'Note', 'Due-Diligence', revision(1)))).toBe(true);
      expect(await run((s) => s.forLoan('loan-1'))).toEqual([
        { loanId: 'loan-1', documentName: 'Note', stage: 'Due-Diligence', revisions: [revision(1)] },
      ]);
      expect(await run((s) => s.forLoan('loan-2'))).toEqual([]);
    });

    it('appends later versions in order and keeps the stage of the first', async () => {
      await run(async (s) => {
        await s.addRevision('loan-1', 'Note', 'Due-Diligence', revision(1));
        await s.addRevision('loan-1', 'Note', 'Closing', revision(2, { uploadedBy: 'lender-2' }));
      });
      const [doc] = await run((s) => s.forLoan('loan-1'));
      expect(doc?.stage).toBe('Due-Diligence');
      expect(doc?.revisions.map((r) => [r.version, r.uploadedBy])).toEqual([
        [1, 'lender-1'],
        [2, 'lender-2'],
      ]);
    });

    it('refuses a version that is not exactly the next one, without a change', async () => {
      expect(await run((s) => s.addRevision('loan-1', 'Note', 'Due-Diligence', revision(2)))).toBe(false);
      await run((s) => s.addRevision('loan-1', 'Note', 'Due-Diligence', revision(1)));
      expect(
        await run((s) => s.addRevision('loan-1', 'Note', 'Due-Diligence', revision(1, { blobName: 'x' }))),
      ).toBe(false);
      expect(await run((s) => s.addRevision('loan-1', 'Note', 'Due-Diligence', revision(3)))).toBe(false);
      const [doc] = await run((s) => s.forLoan('loan-1'));
      expect(doc?.revisions).toEqual([revision(1)]);
    });

    it('orders a loan\u2019s documents by name and keeps loans apart', async () => {
      await run(async (s) => {
        await s.addRevision('loan-1', 'Title Policy', 'Due-Diligence', revision(1));
        await s.addRevision('loan-1', 'Appraisal', 'Due-Diligence', revision(1));
        await s.addRevision('loan-2', 'Note', 'Due-Diligence', revision(1));
      });
      expect((await run((s) => s.forLoan('loan-1'))).map((d) => d.documentName)).toEqual([
        'Appraisal',
        'Title Policy',
      ]);
    });

    it('forgets a revision added by a transaction that failed', async () => {
      await expect(
        inTx(async (s) => {
          await s.documents.addRevision('loan-1', 'Note', 'Due-Diligence', revision(1));
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await run((s) => s.forLoan('loan-1'))).toEqual([]);
    });
  });
}
