import { describe, expect, it } from 'vitest';
import type { DocumentRevision } from '../../../core/documents/loan-document';
import { kyselyStores } from '../stores';
import { kyselyHarness } from '../testing/harness';
import { testDatabases } from '../testing/test-databases';

// Uploaders race for the same next version of one document, each in its own transaction (on
// PostgreSQL on separate pooled connections, each holding its transaction open a moment after
// writing, so the others read the newest version before it commits). The unique key
// (loan_id, document_name, version) lets exactly one take each version.
const UPLOADERS = 6;

const revision = (version: number, uploader: number): DocumentRevision => ({
  version,
  documentInfo: `upload ${version} by ${uploader}`,
  uploadedBy: `lender-${uploader}`,
  updated: `2026-02-0${version}T10:00:00.000Z`,
  blobName: `blob-${version}-${uploader}`,
  fileNameGiven: `note-${uploader}.pdf`,
});

describe.each(testDatabases().map((b) => [b.name, b] as const))('uploads racing on %s', (_n, backend) => {
  it('give each version to exactly one uploader, and the document the first winner’s stage', async () => {
    const { uow } = await kyselyHarness(backend, kyselyStores)();
    const race = (version: number) =>
      Promise.all(
        Array.from({ length: UPLOADERS }, (_, u) =>
          uow.run(async (s) => {
            const taken = await s.documents.addRevision('loan-1', 'Note', `stage-${u}`, revision(version, u));
            await new Promise((wake) => setTimeout(wake, 20));
            return taken;
          }),
        ),
      );
    const first = await race(1);
    const second = await race(2);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(second.filter(Boolean)).toHaveLength(1);

    const [w1, w2] = [first.indexOf(true), second.indexOf(true)];
    expect(await uow.run((s) => s.documents.forLoan('loan-1'))).toEqual([
      {
        loanId: 'loan-1',
        documentName: 'Note',
        stage: `stage-${w1}`,
        revisions: [revision(1, w1), revision(2, w2)],
      },
    ]);
  });
});
