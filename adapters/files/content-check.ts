/**
 * Does a received file's content agree with its extension? The first bytes decide the container
 * (./sniff.ts); for .xlsx and .docx the ZIP's directory must also hold that document's parts
 * (./office-parts.ts), so any ZIP renamed .xlsx is refused. Runs on the temp file an upload
 * landed in, before anything is stored.
 */
import { open } from 'node:fs/promises';
import { officeKinds } from './office-parts';
import { contentMatchesExtension, extensionOf, SNIFF_BYTES } from './sniff';

/** The first `SNIFF_BYTES` bytes of the file at `path` (fewer when it is shorter). */
export async function fileHead(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * True when the file at `path`, received as `fileName`, is what its extension says.
 *
 * @example if (!(await fileContentMatches(file.path, file.fileName))) return refuse('bad_content');
 */
export async function fileContentMatches(path: string, fileName: string): Promise<boolean> {
  if (!contentMatchesExtension(fileName, await fileHead(path))) return false;
  const ext = extensionOf(fileName);
  if (ext !== 'xlsx' && ext !== 'docx') return true;
  return (await officeKinds(path)).includes(ext);
}
