/**
 * Every way a file enters the trading routes checks its content, not only its name: a plain ZIP
 * renamed .xlsx (or .docx) and a Windows program renamed .pdf are refused 'UPLOAD.CONTENT' by
 * upload_file (each screen), start_due_diligence, bulk_bid_upload and excel_Upload, and nothing
 * reaches the blob store — so the calls that cite an uploaded blob (uploadMissingDocs,
 * stipulations_create, bidStipulations) have nothing to file.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_TYPES_BY_CONTEXT, type UploadContext } from '../../../core/validation/constants';
import { type DiligenceWorld, diligenceWorld, TAPE } from './diligence/testing/diligence-world';
import { SAMPLE } from './diligence/testing/sample-files';
import type { ActorKey } from './testing/test-actors';
import { type Json, json } from './testing/test-client';

/** A Windows executable's first bytes ("MZ" and the DOS stub), then some padding. */
const EXE = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
]);

const DISGUISES = [
  { bytes: SAMPLE.zip('renamed archive'), name: 'Loan tape.xlsx', ext: 'xlsx' },
  { bytes: SAMPLE.zip('renamed archive'), name: 'Appraisal.docx', ext: 'docx' },
  { bytes: EXE, name: 'Appraisal.pdf', ext: 'pdf' },
] as const;

const blobNameOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

interface UploadPath {
  readonly label: string;
  readonly who: ActorKey;
  readonly path: string;
  readonly extensions: readonly string[];
  readonly fields?: Record<string, string>;
}

const PATHS: readonly UploadPath[] = [
  ...(Object.keys(UPLOAD_TYPES_BY_CONTEXT) as UploadContext[]).map((context) => ({
    label: `upload_file (${context})`,
    who: 'lender' as const,
    path: `/upload_file?context=${context}`,
    extensions: UPLOAD_TYPES_BY_CONTEXT[context],
  })),
  {
    label: 'start_due_diligence',
    who: 'investor',
    path: '/start_due_diligence',
    extensions: UPLOAD_TYPES_BY_CONTEXT.default,
    fields: { tapeName: TAPE, partyB: 'dd-1' },
  },
  { label: 'bulk_bid_upload', who: 'investor', path: '/bulk_bid_upload', extensions: ['xlsx'] },
  {
    label: 'excel_Upload',
    who: 'lender',
    path: '/excel_Upload',
    extensions: ['xlsx', 'xls', 'csv'],
    fields: { tapeName: 'Disguised 2026' },
  },
];

describe('the content check on every upload path', () => {
  let w: DiligenceWorld;
  beforeEach(async () => {
    w = await diligenceWorld();
  });
  afterEach(() => w.close());

  const stored = async (bytes: Uint8Array) => (await w.deps.blobs.get(blobNameOf(bytes))) !== null;

  for (const p of PATHS) {
    for (const d of DISGUISES) {
      it(`${p.label} refuses ${d.ext === 'pdf' ? 'a program' : 'a plain ZIP'} named ${d.name} and stores nothing`, async () => {
        const res = await w.as(p.who).upload(p.path, [{ name: d.name, bytes: d.bytes }], p.fields);
        const body = await json(res);
        expect(res.status).toBe(400);
        // A path that takes the extension must look inside; one that does not, refuses it by name.
        expect(body.code).toBe(p.extensions.includes(d.ext) ? 'UPLOAD.CONTENT' : 'UPLOAD.TYPE');
        expect(await stored(d.bytes)).toBe(false);
      });
    }
  }

  it('leaves nothing that uploadMissingDocs, stipulations_create or bidStipulations could file', async () => {
    const loanId = w.loans[0]!.id;
    const [{ id: bidId }] = await w.seedBids([loanId]);
    for (const d of DISGUISES) {
      await w.as('lender').upload('/upload_file?context=missingDocument', [{ name: d.name, bytes: d.bytes }]);
      const blobName = blobNameOf(d.bytes);
      const filed: Array<[ActorKey, string, Json]> = [
        ['lender', '/uploadMissingDocs', { loan_id: loanId, docName: 'Appraisal', blobName }],
        ['investor', '/stipulations_create', await w.queryBody('investor', { blobName })],
        ['investor', '/bidStipulations', { bidId, bidderId: 'investor-1', message: 'See file', blobName }],
      ];
      for (const [who, path, body] of filed) {
        const res = await w.as(who).post(path, body);
        expect(res.status, `${path} ${d.name}`).toBe(400);
        expect((await json(res)).code, `${path} ${d.name}`).toBe('UPLOAD.UNKNOWN_BLOB');
      }
    }
  });
});
