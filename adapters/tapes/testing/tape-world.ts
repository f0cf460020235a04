/**
 * The world of the tape-file tests: the core's in-memory trading stores, the in-memory
 * tape-file services, a blob store in a temp folder, and one actor per persona of spec §6.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordBlobUpload } from '../../../core/documents/blob-citations';
import { unwrap } from '../../../core/errors/result';
import type { Actor } from '../../../core/permissions/actor';
import { memoryTrading } from '../../../core/testing/memory-trading';
import { anActor, anOperator } from '../../../core/testing/trading-actors';
import { startDueDiligence } from '../../../core/transfer/due-diligence';
import { giveStake } from '../../../core/transfer/testing/stake';
import { DEMO_TAPES } from '../../../fixtures/tapes/build';
import { localDiskBlobStore } from '../../blob/local-disk-blob-store';
import { importTapeFile, type TapeFileImport } from '../import-tape-file';
import { memoryTapeFileServices, type TapeDeps } from '../tape-file-services';

export const CAST = {
  lender: anActor('lender-1', 'lender', 'Lakeside Lending'),
  otherLender: anActor('lender-2', 'lender', 'Harbor Mortgage'),
  investor: anActor('investor-1', 'investor', 'Alder Capital'),
  dueDiligence: anActor('dd-1', 'due_diligence', 'Diligent Review'),
  otherDueDiligence: anActor('dd-2', 'due_diligence', 'Second Look'),
  operator: anOperator('operator-1'),
} as const;

const FIXTURES = join(import.meta.dirname, '../../../fixtures/tapes');

/** A committed fixture tape file. */
export const fixtureFile = (name: string) => readFile(join(FIXTURES, name));

export async function tapeWorld() {
  const trading = memoryTrading();
  const blobDir = await mkdtemp(join(tmpdir(), 'ispz-tape-blobs-'));
  const deps: TapeDeps = {
    trading: trading.deps,
    blobs: localDiskBlobStore(blobDir),
    ...memoryTapeFileServices(trading.clock),
  };
  for (const actor of Object.values(CAST)) {
    if (actor.persona !== null)
      trading.addParty({
        userId: actor.userId,
        name: actor.name,
        email: `${actor.userId}@example.test`,
        persona: actor.persona,
      });
  }
  return {
    ...trading,
    deps,
    /** Every committed loan (up to 500), in store order. */
    everyLoan: () =>
      trading.read().loans.search({
        visibility: { everything: true, partyId: null, statuses: [], tapeNames: [], loanIds: [] },
        filters: {},
        page: 1,
        limit: 500,
      }),
    /** Imports `bytes` as `fileName` into `tapeName` as `by` (the lender unless given). */
    importFile: (input: Omit<TapeFileImport, 'update'> & { update?: boolean }, by: Actor = CAST.lender) =>
      importTapeFile(deps, by, { update: false, ...input }),
    /** Imports the 60-loan ASF demo tape as 'Demo ASF'. */
    async importDemo(tapeName = 'Demo ASF') {
      const bytes = await fixtureFile(DEMO_TAPES.asf.file);
      return unwrap(
        await importTapeFile(deps, CAST.lender, {
          tapeName,
          fileName: DEMO_TAPES.asf.file,
          bytes,
          update: false,
        }),
      );
    },
    /** The investor engages `firm` for due diligence on `tapeName`. */
    async engage(tapeName: string, firm: Actor = CAST.dueDiligence) {
      const { name: blobName } = await deps.blobs.put(
        Buffer.from(`engagement of ${firm.userId} on ${tapeName}`),
      );
      unwrap(await recordBlobUpload(trading.deps, CAST.investor, { blobName }));
      await giveStake(trading.deps, CAST.investor, tapeName);
      return unwrap(
        await startDueDiligence(trading.deps, CAST.investor, { tapeName, partyB: firm.userId, blobName }),
      );
    },
    close: () => rm(blobDir, { recursive: true, force: true }),
  };
}

export type TapeWorld = Awaited<ReturnType<typeof tapeWorld>>;
