import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../adapters/db/testing/test-databases';
import { readSheet } from '../../adapters/spreadsheet/read-sheet';
import { recordBlobUpload } from '../../core/documents/blob-citations';
import { unwrap } from '../../core/errors/result';
import { startDueDiligence } from '../../core/transfer/due-diligence';
import { giveStake } from '../../core/transfer/testing/stake';
import { DEMO_TAPES, HOSTILE_FILES } from '../../fixtures/tapes/build';
import { actorByEmail } from '../actors';
import { EXIT } from '../errors';
import { type CliWorld, cliWorld } from '../testing/cli-world';

const fixture = (name: string) => join(import.meta.dirname, '../../fixtures/tapes', name);
const sheet = async (path: string) => unwrap(await readSheet(await readFile(path), path));

describe.each(testDatabases().map((b) => [b.name, b] as const))('ispz tape on %s', (_name, backend) => {
  let w: CliWorld;
  beforeEach(async () => {
    w = await cliWorld(backend);
    await w.user('lender@t.test', 'lender');
  });
  afterEach(() => w.close());

  const importDemo = (...extra: string[]) =>
    w.run(
      'tape',
      'import',
      fixture(DEMO_TAPES.asf.file),
      '--tape',
      'Demo',
      '--lender',
      'lender@t.test',
      ...extra,
    );

  it('imports a tape, prints its report summary and saves the report', async () => {
    const reportFile = join(w.dataDir, 'report.csv');
    const imported = await importDemo('--report', reportFile);
    expect(imported).toMatchObject({ code: EXIT.ok, out: expect.stringContaining('60 accepted (60 added') });
    expect(
      (await readFile(reportFile, 'utf8')).startsWith('\uFEFFRow,Column,Edit,Stage,Message,Value,Rule'),
    ).toBe(true);
    const list = await w.run('tape', 'list', '--json');
    expect(list.json()).toEqual([expect.objectContaining({ tapeName: 'Demo', loanCount: 60 })]);
    const again = await importDemo('--json');
    expect(again.code).toBe(EXIT.refused);
    expect(again.json()).toMatchObject({ success: false, code: 'TAPE.ALREADY_IMPORTED' });
    expect((await importDemo('--update', '--json')).json()).toMatchObject({ identical: 60, added: 0 });
  });

  it('prints the edits of a broken tape and refuses hostile files as unusable data (exit 65)', async () => {
    const broken = await w.run(
      'tape',
      'import',
      fixture(HOSTILE_FILES.brokenRows),
      '--tape',
      'B',
      '--lender',
      'lender@t.test',
      '--report',
      join(w.dataDir, 'b.xlsx'),
    );
    expect(broken.code).toBe(EXIT.ok);
    expect(broken.out).toMatch(/9 rejected/);
    expect(broken.out).toMatch(/^7 +fico_score +V001 +FICO must be between 300 and 850: 912\.$/m);
    expect((await sheet(join(w.dataDir, 'b.xlsx'))).rows).toHaveLength(9);
    const bomb = await w.run(
      'tape',
      'import',
      fixture(HOSTILE_FILES.zipBomb),
      '--tape',
      'Z',
      '--lender',
      'lender@t.test',
    );
    expect(bomb).toMatchObject({ code: EXIT.data, err: expect.stringContaining('SPREADSHEET.ZIP_REFUSED') });
    const stranger = await w.run(
      'tape',
      'import',
      fixture(DEMO_TAPES.asf.file),
      '--tape',
      'Z',
      '--lender',
      'who@t.test',
    );
    expect(stranger).toMatchObject({
      code: EXIT.refused,
      err: expect.stringContaining('There is no user with the email who@t.test'),
    });
    const tapes = (await w.run('tape', 'list', '--json')).json<{ tapeName: string; loanCount: number }[]>();
    expect(tapes.map((t) => [t.tapeName, t.loanCount])).toEqual([['B', 3]]);
  });

  it('writes a generated tape, and compares a loan as the engaged due-diligence firm', async () => {
    await importDemo();
    const out = join(w.dataDir, 'asf.csv');
    const report = await w.run('tape', 'report', 'Demo', '--type', 'asf', '--out', out);
    expect(report).toMatchObject({ code: EXIT.ok, out: `Wrote the ASF tape of Demo (60 loans) to ${out}.` });
    expect((await sheet(out)).rows).toHaveLength(60);
    expect((await w.run('tape', 'report', 'Demo', '--type', 'Fannie', '--out', out)).code).toBe(EXIT.usage);

    await w.user('dd@t.test', 'due_diligence');
    await w.user('investor@t.test', 'investor');
    const compareAsFirm = () =>
      w.run(
        'tape',
        'compare',
        'AGF-A-000001',
        '--tape',
        'Demo',
        '--as',
        'dd@t.test',
        '--out',
        `${w.dataDir}/`,
        '--json',
      );
    // Not engaged yet: the tape is not theirs to see.
    expect((await compareAsFirm()).json()).toMatchObject({ code: 'TAPE.NOT_FOUND' });
    const platform = await w.platform();
    try {
      const investor = unwrap(await actorByEmail(platform, 'investor@t.test'));
      const firm = unwrap(await actorByEmail(platform, 'dd@t.test'));
      const { name: blobName } = await platform.blobs.put(Buffer.from('engagement letter'));
      unwrap(await recordBlobUpload(platform.trading, investor, { blobName }));
      await giveStake(platform.trading, investor, 'Demo');
      unwrap(
        await startDueDiligence(platform.trading, investor, {
          tapeName: 'Demo',
          partyB: firm.userId,
          blobName,
        }),
      );
    } finally {
      await platform.close();
    }
    const compared = await compareAsFirm();
    expect(compared.code).toBe(EXIT.ok);
    expect(compared.json<{ fieldName: string; matched: string }[]>()).toContainEqual(
      expect.objectContaining({ fieldName: 'fico_score', matched: 'Yes' }),
    );
    expect((await sheet(join(w.dataDir, 'compare_fields_AGF-A-000001_Demo.xlsx'))).headers).toEqual([
      'Field Name',
      'Data Value',
      'Generated Value',
      'Matched',
    ]);
  });
});
