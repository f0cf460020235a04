import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import type { Result } from '../errors/result';
import type { LoanDraft } from '../loans/loan-draft';
import { parseInput } from '../loans/parse-input';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import type { TradingDeps } from '../ports/stores';
import { transact } from '../ports/unit-of-work';
import { shortText } from '../validation/field-kit';
import { type DraftStream, draftsAsStream, isDraftStream } from './draft-stream';
import { importChunks, NO_LOANS } from './tape-import.chunks';
import type { MatchedLoansOutcome } from './tape-import.update';

/**
 * Imports a tape file's loans (spec §7 excel_Upload {tapeName, updateTape} → batch_id) in one
 * transaction, all or nothing. The file is read and mapped to drafts by the adapters; this is
 * the decision. A first import creates the tape for the lender (tape names are platform-wide
 * unique). Importing the same content again is refused unless `update`; with `update`, loans
 * matched by loan number are updated (untraded ones only, see tape-import.rules.ts) and new ones
 * added; without it, a file repeating loan numbers already on the tape is refused.
 *
 * The drafts may come as an array or as a stream read while the import writes
 * (draft-stream.ts); either way the answer is the same, refusals included (tape-import.chunks.ts).
 */

export interface ImportTapeInput {
  readonly tapeName: string;
  readonly batch: { readonly contentHash: string; readonly fileName: string };
  /** The loans, in memory or as a stream of chunks read while the import writes. */
  readonly drafts: readonly LoanDraft[] | DraftStream;
  readonly update: boolean;
}

export interface ImportTapeOutcome extends MatchedLoansOutcome {
  readonly tapeName: string;
  readonly batchId: string;
  readonly tapeCreated: boolean;
  readonly added: number;
}

const headerSchema = z.object({
  tapeName: z.string().trim().min(1).max(100),
  batch: z.object({
    contentHash: shortText(),
    fileName: z.string().trim().min(1).max(255),
  }),
  update: z.boolean(),
});
// Drafts in memory are counted with the header; a stream's are counted once it has been read.
const inMemorySchema = headerSchema.extend({ drafts: z.array(z.unknown()).min(1, NO_LOANS) });

/** Imports loans into a tape of the acting lender. */
export async function importTape(
  deps: TradingDeps,
  actor: Actor,
  input: ImportTapeInput,
): Promise<Result<ImportTapeOutcome, DomainError>> {
  const lender = requireCapability(actor, 'import_tape');
  if (!lender.ok) return lender;
  const stream = isDraftStream(input.drafts) ? input.drafts : null;
  const header = parseInput(stream ? headerSchema : inMemorySchema, input);
  if (!header.ok) return header;
  const { tapeName, batch, update } = header.value;
  const drafts = stream ?? draftsAsStream(input.drafts as readonly LoanDraft[]);
  return transact(deps.uow, (s) =>
    importChunks(s, {
      lenderId: actor.userId,
      tapeName,
      batch,
      update,
      clock: deps.clock,
      ids: deps.ids,
      drafts,
    }),
  );
}
