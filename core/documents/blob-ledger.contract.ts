import { describe, expect, it } from 'vitest';
import { freshHarnessPerTest } from '../testing/fresh-harness.contract';
import type { MakeHarness } from '../testing/store-harness';
import type { BlobLedger } from './blob-ledger';

type Stores = { readonly blobUploads: BlobLedger };

const BLOB = 'a'.repeat(64);
const OTHER_BLOB = 'b'.repeat(64);
const AT = '2026-01-15T12:00:00.000Z';

/** The behaviour every `BlobLedger` (in-memory, SQLite, PostgreSQL) must show. */
export function describeBlobLedgerContract(name: string, make: MakeHarness<Stores>): void {
  describe(`BlobLedger contract: ${name}`, () => {
    const inTx = freshHarnessPerTest(make);
    const run = <T>(work: (s: BlobLedger) => Promise<T>) => inTx((s) => work(s.blobUploads));

    it('knows who uploaded a blob, and no one else', async () => {
      await run((s) => s.recordUpload(BLOB, 'lender-1', AT));
      expect(await run((s) => s.uploadedBy(BLOB, 'lender-1'))).toBe(true);
      expect(await run((s) => s.uploadedBy(BLOB, 'investor-1'))).toBe(false);
      expect(await run((s) => s.uploadedBy(OTHER_BLOB, 'lender-1'))).toBe(false);
    });

    it('keeps one record per uploader: the same content uploaded by two users counts for both', async () => {
      await run(async (s) => {
        await s.recordUpload(BLOB, 'lender-1', AT);
        await s.recordUpload(BLOB, 'investor-1', '2026-01-16T08:00:00.000Z');
      });
      expect(await run((s) => s.uploadedBy(BLOB, 'lender-1'))).toBe(true);
      expect(await run((s) => s.uploadedBy(BLOB, 'investor-1'))).toBe(true);
    });

    it('takes a repeated upload by the same user without complaint, in one transaction or two', async () => {
      await run(async (s) => {
        await s.recordUpload(BLOB, 'lender-1', AT);
        await s.recordUpload(BLOB, 'lender-1', AT);
      });
      await run((s) => s.recordUpload(BLOB, 'lender-1', '2026-01-17T08:00:00.000Z'));
      expect(await run((s) => s.uploadedBy(BLOB, 'lender-1'))).toBe(true);
    });

    it('forgets an upload recorded in a transaction that rolled back', async () => {
      const failing = run(async (s) => {
        await s.recordUpload(BLOB, 'lender-1', AT);
        throw new Error('the rest of the work failed');
      });
      await expect(failing).rejects.toThrow('the rest of the work failed');
      expect(await run((s) => s.uploadedBy(BLOB, 'lender-1'))).toBe(false);
    });

    it('matches names exactly: case and whitespace are other names', async () => {
      await run((s) => s.recordUpload(BLOB, 'lender-1', AT));
      expect(await run((s) => s.uploadedBy(BLOB.toUpperCase(), 'lender-1'))).toBe(false);
      expect(await run((s) => s.uploadedBy(` ${BLOB}`, 'lender-1'))).toBe(false);
      expect(await run((s) => s.uploadedBy(BLOB, 'LENDER-1'))).toBe(false);
    });

    it("keeps each uploader's own file name for a blob, and none for anyone else", async () => {
      await run(async (s) => {
        await s.recordUpload(BLOB, 'lender-1', AT, 'Rent roll – März.xlsx');
        await s.recordUpload(BLOB, 'investor-1', AT, 'tape.xlsx');
        await s.recordUpload(OTHER_BLOB, 'lender-1', AT);
      });
      expect(await run((s) => s.fileNameOf(BLOB, 'lender-1'))).toBe('Rent roll – März.xlsx');
      expect(await run((s) => s.fileNameOf(BLOB, 'investor-1'))).toBe('tape.xlsx');
      expect(await run((s) => s.fileNameOf(BLOB, 'dd-1'))).toBeNull();
      expect(await run((s) => s.fileNameOf(OTHER_BLOB, 'lender-1'))).toBeNull();
    });

    it('keeps the first name on a repeat, and fills a missing one from a later upload', async () => {
      await run(async (s) => {
        await s.recordUpload(BLOB, 'lender-1', AT, 'first.pdf');
        await s.recordUpload(BLOB, 'lender-1', AT, 'second.pdf');
        await s.recordUpload(OTHER_BLOB, 'lender-1', AT, null);
      });
      await run((s) => s.recordUpload(OTHER_BLOB, 'lender-1', '2026-01-16T08:00:00.000Z', 'named.pdf'));
      await run((s) => s.recordUpload(OTHER_BLOB, 'lender-1', '2026-01-17T08:00:00.000Z', 'renamed.pdf'));
      expect(await run((s) => s.fileNameOf(BLOB, 'lender-1'))).toBe('first.pdf');
      expect(await run((s) => s.fileNameOf(OTHER_BLOB, 'lender-1'))).toBe('named.pdf');
    });
  });
}
