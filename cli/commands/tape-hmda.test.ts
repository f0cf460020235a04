import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../adapters/db/testing/test-databases';
import { generateHmdaLar } from '../../fixtures/tapes/hmda-lar-generator';
import { EXIT } from '../errors';
import { type CliWorld, cliWorld } from '../testing/cli-world';

/** `ispz tape import` of a lender's HMDA register (FFIEC names, pipe-delimited LAR converted to CSV). */
describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'ispz tape import of a LAR on %s',
  (_name, backend) => {
    let w: CliWorld;
    beforeEach(async () => {
      w = await cliWorld(backend);
      await w.user('lender@t.test', 'lender');
    });
    afterEach(() => w.close());

    it('reads it with the HMDA mapping and imports every row HMDA leaves without a value', async () => {
      const lar = generateHmdaLar(400, { seed: 17, style: 'ffiec' });
      const file = join(w.dataDir, 'lar-2024.csv');
      await writeFile(file, lar.csv);
      const run = await w.run(
        'tape',
        'import',
        file,
        '--tape',
        'LAR 2024',
        '--lender',
        'lender@t.test',
        '--json',
      );
      expect(run.code).toBe(EXIT.ok);
      const accepted = lar.truth.filter((t) => t.accepted);
      expect(run.json()).toMatchObject({
        mappingName: 'hmda',
        rows: 400,
        accepted: accepted.length,
        rejected: 400 - accepted.length,
        flagged: accepted.filter((t) => t.edits.length > 0).length,
      });
    });
  },
);
