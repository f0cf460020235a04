/**
 * What an import checks before it reads a single row, and the stream that reads the rest: the
 * tape and the file are named, the actor may import tapes, the mapping exists (detected from
 * the header, or a saved or built-in one by name), the tape's issuing authority is known for
 * rows that name none, and the bytes' content hash makes a re-import recognisable. The rows
 * themselves are read while the import writes (tape-draft-stream.ts): a bounded parse
 * (`readSheet`'s checks: extension and content agree, ZIP guard, row and column caps) → the
 * column mapping → the staged edits → one draft per loan number, with the edit report.
 *
 * A loan number repeated in one tape is a quality edit (Q005), but a tape holds each loan number
 * once: the first row with it is imported, flagged Q005, and the later ones are left out (the
 * report lists each of them under Q005).
 */
import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { DomainError } from '../../core/errors/domain-error';
import { err, ok, type Result } from '../../core/errors/result';
import type { Actor } from '../../core/permissions/actor';
import { requireCapability } from '../../core/permissions/capabilities';
import type { DraftStream } from '../../core/tapes/draft-stream';
import { mappingOptions } from '../../core/tapes/field-mappings';
import { tapeFileErrors } from '../../core/tapes/tape-file.errors';
import { DEFAULT_LIMITS, type SpreadsheetLimits } from '../spreadsheet/limits';
import type { SheetProgress } from '../spreadsheet/read-sheet';
import { type TapeRead, tapeDraftStream } from './tape-draft-stream';
import type { TapeDeps } from './tape-file-services';

export type { TapeRead } from './tape-draft-stream';

export interface TapeFileInput {
  readonly tapeName: string;
  /** The file's name (a path is reduced to its last part); its extension decides how it is read. */
  readonly fileName: string;
  readonly bytes: Buffer;
  /** A saved mapping of the importing lender, or a built-in one (platform, asf, hmda). */
  readonly mappingName?: string | undefined;
  readonly limits?: SpreadsheetLimits;
  /** Hears how far the sheet is read (`readSheet`'s check, parse and rows stages), for progress bars. */
  readonly onProgress?: ((progress: SheetProgress) => void) | undefined;
}

/** A tape file checked up to its rows, with the stream of its drafts. */
export interface PreparedTapeFile {
  readonly tapeName: string;
  readonly fileName: string;
  readonly bytes: Buffer;
  /** SHA-256 of the bytes, hex (also the name of the file's blob). */
  readonly contentHash: string;
  /** The drafts, read afresh by each attempt of the import's transaction. */
  readonly drafts: DraftStream;
  /** What the last complete pass over the file found; null until one has. */
  read(): TapeRead | null;
}

/** Checks what can be checked of a tape file without reading it, for `actor` (who must be allowed to import tapes). */
export async function prepareTapeFile(
  deps: Pick<TapeDeps, 'trading' | 'fieldMappings'>,
  actor: Actor,
  input: TapeFileInput,
  how: { readonly onRead?: ((read: TapeRead) => void) | undefined; readonly whole?: boolean } = {},
): Promise<Result<PreparedTapeFile, DomainError>> {
  const tapeName = input.tapeName.trim();
  if (tapeName === '') return err(tapeFileErrors.tapeRequired());
  if (input.bytes.length === 0 || input.fileName.trim() === '') return err(tapeFileErrors.fileRequired());
  const allowed = requireCapability(actor, 'import_tape');
  if (!allowed.ok) return allowed;
  const options = await mappingOptions(deps.fieldMappings, actor.userId, input.mappingName);
  if (!options.ok) return options;

  const fileName = basename(input.fileName);
  const tape = await deps.trading.uow.run((s) => s.tapes.get(tapeName));
  let last: TapeRead | null = null;
  const drafts = tapeDraftStream(
    {
      bytes: input.bytes,
      fileName,
      limits: input.limits ?? DEFAULT_LIMITS,
      options: options.value,
      issuingAuthority: tape?.issuingAuthority ?? (actor.name.trim() || tapeName),
      onProgress: input.onProgress,
      whole: how.whole ?? false,
    },
    (read) => {
      last = read;
      how.onRead?.(read);
    },
  );
  return ok({
    tapeName,
    fileName,
    bytes: input.bytes,
    contentHash: createHash('sha256').update(input.bytes).digest('hex'),
    drafts,
    read: () => last,
  });
}
