/**
 * Files enter the demo as uploads do (spec §7 upload_file): the bytes go to the blob store, and
 * the upload is recorded for the person who made it (core/documents `recordBlobUpload`), which
 * is what lets that person cite the file in a thread, a loan document or a due-diligence case.
 */
import { recordBlobUpload } from '../../core/documents/blob-citations';
import type { Actor } from '../../core/permissions/actor';
import { must, type Stage } from './stage';

/** Stores `bytes` as uploaded by `actor`; returns the blob name to cite. */
export async function uploadAs(stage: Stage, actor: Actor, bytes: Uint8Array): Promise<string> {
  const { name } = await stage.blobs.put(bytes);
  must(
    `recording an upload by ${actor.name}`,
    await recordBlobUpload(stage.trading, actor, { blobName: name }),
  );
  return name;
}
