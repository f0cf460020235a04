/**
 * The trading test world (../../testing/trading-world.ts), whose app serves the tape-file
 * routes with their services as the composition root does, plus tape-specific helpers.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { recordBlobUpload } from '../../../../../core/documents/blob-citations';
import { unwrap } from '../../../../../core/errors/result';
import { startDueDiligence } from '../../../../../core/transfer/due-diligence';
import { giveStake } from '../../../../../core/transfer/testing/stake';
import { ACTORS, type ActorKey } from '../../testing/test-actors';
import { type TestClient, testClient } from '../../testing/test-client';
import { tradingWorld } from '../../testing/trading-world';

/** A committed fixture tape file. */
export const fixtureTape = (name: string) =>
  readFile(join(import.meta.dirname, '../../../../../fixtures/tapes', name));

export async function tapeHttpWorld() {
  const world = await tradingWorld();
  const { app, failures } = world;
  const tapeFiles = world.deps.tapeFiles;
  return {
    ...world,
    app,
    tapeFiles,
    failures,
    /** A client of the tape-file app acting as `key`. */
    tapesAs: (key: ActorKey): TestClient => testClient(app, ACTORS[key].userId),
    anonymousTapes: (): TestClient => testClient(app, null),
    /** The investor engages the due-diligence firm on `tapeName` (with an engagement file of theirs). */
    async engage(tapeName: string) {
      const { name: blobName } = await world.deps.blobs.put(Buffer.from(`engagement on ${tapeName}`));
      unwrap(await recordBlobUpload(world.trading, ACTORS.investor, { blobName }));
      await giveStake(world.trading, ACTORS.investor, tapeName);
      const input = { tapeName, partyB: ACTORS.dueDiligence.userId, blobName };
      return unwrap(await startDueDiligence(world.trading, ACTORS.investor, input));
    },
  };
}

export type TapeHttpWorld = Awaited<ReturnType<typeof tapeHttpWorld>>;
