/**
 * Uploads in core tests: a blob name for a file label (well formed, distinct per label, the same
 * every run) and a way to record that users uploaded those files, as the upload routes do, so a
 * test can cite them. Tests about the citation rule itself record only what they mean to.
 */
import type { TradingDeps } from '../../ports/stores';

/** 64 hex digits standing for the content of `label` (FNV-1a over eight seeds: not a real hash). */
export function blobNamed(label: string): string {
  let name = '';
  for (let seed = 0; name.length < 64; seed++) {
    let h = (2166136261 ^ seed) >>> 0;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 16777619) >>> 0;
    name += h.toString(16).padStart(8, '0');
  }
  return name;
}

/** Records that each of `userIds` uploaded the file of each label; answers the blob names, by label order. */
export async function recordUploads(
  deps: TradingDeps,
  userIds: readonly string[],
  labels: readonly string[],
): Promise<string[]> {
  const names = labels.map(blobNamed);
  const at = deps.clock.now().toISOString();
  await deps.uow.run(async (s) => {
    for (const userId of userIds)
      for (const name of names) await s.blobUploads.recordUpload(name, userId, at);
  });
  return names;
}
