/**
 * File names through the database: a name written in UTF-8, and one of the longest length an
 * upload may carry, are stored with the upload and given back unchanged by the download, on
 * SQLite and PostgreSQL alike; one character more is refused with its own sentence.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing/test-databases';
import { EDGE_ERRORS, MAX_FILE_NAME_LENGTH } from '../edge/edge.errors';
import { type DiligenceWorld, diligenceWorld } from './diligence/testing/diligence-world';
import { SAMPLE } from './diligence/testing/sample-files';
import { kyselyTradingBackend } from './testing/kysely-trading-backend';
import { json } from './testing/test-client';

describe.each(testDatabases().map((b) => [b.name, b] as const))('upload file names on %s', (_n, backend) => {
  let w: DiligenceWorld;
  afterEach(() => w.close());

  it('gives back a UTF-8 name and a name of the longest length as uploaded', async () => {
    w = await diligenceWorld({ backend: kyselyTradingBackend(backend) });
    expect((await w.startDd()).status).toBe(201);
    const longest = `${'年'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`;
    for (const name of ['Übersicht-年度.pdf', longest]) {
      const blobName = await w.upload('investor', SAMPLE.pdf(name), name);
      const thread = await w.raise('investor', { blobName });
      const res = await w.as('investor').get(`/get_loan_pdf/${blobName}?stipulation_id=${thread._id}`);
      expect(res.status).toBe(200);
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(name);
    }
    const tooLong = await w
      .as('investor')
      .upload('/upload_file', [{ name: `a${longest}`, bytes: SAMPLE.pdf('too long') }]);
    expect([tooLong.status, (await json(tooLong)).error]).toEqual([400, EDGE_ERRORS.fileNameTooLong.message]);
    expect(w.failures).toEqual([]);
  });
});
