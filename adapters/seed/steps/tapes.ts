/**
 * The lender imports the two demo tapes as an upload does: the file is read with the bounded
 * spreadsheet reader, its header style detected and its rows edited (core/tapes `readTape`),
 * and `importTape` takes the loans in under the file's content hash. The demo files are clean:
 * a row failing the edits is a broken fixture, so it stops the seed.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { importTape } from '../../../core/tapes/import-tape';
import { readTape } from '../../../core/tapes/read-tape';
import { DEMO_IMPORTS, DEMO_TAPE_NAMES, demoTapeFile } from '../../../fixtures/demo/tapes';
import { readSheet } from '../../spreadsheet/read-sheet';
import { castOf, trader } from '../cast';
import { must } from '../stage';
import type { SeedStep } from '../step';

export const tapesStep: SeedStep = {
  name: 'loan tapes',
  done: async (stage) => (await stage.trading.uow.run((s) => s.tapes.get(DEMO_TAPE_NAMES.asf))) !== null,

  async run(stage) {
    const lender = await trader(stage, (await castOf(stage)).lender);
    let loans = 0;
    for (const { tape, at } of DEMO_IMPORTS) {
      const { fileName, path } = demoTapeFile(tape);
      const bytes = await readFile(path);
      const table = must(`reading ${fileName}`, await readSheet(bytes, fileName));
      const reading = must(`mapping ${fileName}`, readTape(table));
      if (reading.rejected > 0)
        throw new Error(`demo seed: ${reading.rejected} rows of ${fileName} fail the edits`);
      stage.at(at);
      const imported = must(
        `importing ${fileName}`,
        await importTape(stage.trading, lender, {
          tapeName: DEMO_TAPE_NAMES[tape],
          batch: { contentHash: createHash('sha256').update(bytes).digest('hex'), fileName },
          // A draft from a tape names its issuing authority only when the tape has a column for it.
          drafts: reading.accepted.map(({ row: _row, ...draft }) => ({
            ...draft,
            issuingAuthority: draft.issuingAuthority ?? lender.name,
          })),
          update: false,
        }),
      );
      loans += imported.added;
    }
    return { tapes: DEMO_IMPORTS.length, loans };
  },
};
