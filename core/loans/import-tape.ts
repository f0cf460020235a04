import { z } from 'zod';
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from '../permissions/actor';
import { requireCapability } from '../permissions/capabilities';
import { transact } from '../ports/unit-of-work';
import type { TradingDeps } from '../trading/stores';
import { checkDrafts, type LoanDraft, loanFromDraft, MAX_REPORTED_ISSUES } from './loan-draft';
import { loanErrors } from './loans.errors';
import { parseInput } from './parse-input';
import { dominantIssuingAuthority } from './tape-import.rules';
import { type MatchedLoansOutcome, updateMatchedLoans } from './tape-import.update';

/**
 * Imports a tape file's loans (spec §7 excel_Upload {tapeName, updateTape} → batch_id) in one
 * transaction, all or nothing. The file is read and mapped to drafts by the adapters; this is
 * the decision. A first import creates the tape for the lender (tape names are platform-wide
 * unique). Importing the same content again is refused unless `update`; with `update`, loans
 * matched by loan number are updated (untraded ones only, see tape-import.rules.ts) and new ones
 * added; without it, a file repeating loan numbers already on the tape is refused.
 */

export interface ImportTapeInput {
  readonly tapeName: string;
  readonly batch: { readonly contentHash: string; readonly fileName: string };
  readonly drafts: readonly LoanDraft[];
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
    contentHash: z.string().trim().min(1).max(200),
    fileName: z.string().trim().min(1).max(255),
  }),
  drafts: z.array(z.unknown()).min(1, 'The file holds no loans'),
  update: z.boolean(),
});

/** Imports loans into a tape of the acting lender. */
export async function importTape(
  deps: TradingDeps,
  actor: Actor,
  input: ImportTapeInput,
): Promise<Result<ImportTapeOutcome, DomainError>> {
  const lender = requireCapability(actor, 'import_tape');
  if (!lender.ok) return lender;
  const header = parseInput(headerSchema, input);
  if (!header.ok) return header;
  const checked = checkDrafts(input.drafts);
  if (!checked.ok) return err(loanErrors.invalidLoans(checked.issues));
  const { tapeName, batch, update } = header.value;
  const drafts = checked.drafts;

  return transact(deps.uow, async (s) => {
    if (!update) {
      // One file, one tape: the same bytes under another of the lender's tapes is a duplicate.
      // The lock makes two imports of one lender see each other's batch, however they race.
      await s.tapes.lockImportsOf(actor.userId);
      const elsewhere = await s.tapes.findLenderBatchByHash(actor.userId, batch.contentHash);
      if (elsewhere && elsewhere.tapeName !== tapeName)
        return err(loanErrors.importedAsOtherTape(elsewhere.tapeName, elsewhere.id));
    }
    const tape = await s.tapes.get(tapeName);
    if (tape && tape.lenderId !== actor.userId) return err(loanErrors.tapeNameTaken(tapeName));
    const earlier = tape ? await s.tapes.findBatchByHash(tapeName, batch.contentHash) : null;
    if (earlier && !update) return err(loanErrors.alreadyImported(tapeName, earlier.id));
    const numbers = drafts.map((d) => d.loanNumber);
    const existing = tape ? await s.loans.byLoanNumbers(tapeName, numbers) : [];
    if (existing.length > 0 && !update) {
      const repeated = existing.map((l) => l.loanNumber).sort();
      return err(loanErrors.duplicateLoans(tapeName, repeated.slice(0, MAX_REPORTED_ISSUES)));
    }

    const at = deps.clock.now().toISOString();
    const batchId = deps.ids.next();
    if (!tape) {
      const issuingAuthority = dominantIssuingAuthority(drafts);
      const created = await s.tapes.create({
        name: tapeName,
        lenderId: actor.userId,
        issuingAuthority,
        loanCount: 0,
        createdAt: at,
      });
      if (!created) return err(loanErrors.tapeNameTaken(tapeName));
    }
    const byNumber = new Map(existing.map((l) => [l.loanNumber, l]));
    const matched = await updateMatchedLoans(s, actor.userId, drafts, byNumber, at);
    if (!matched.ok) return matched;

    const fresh = drafts
      .filter((d) => !byNumber.has(d.loanNumber))
      .map((d) => loanFromDraft(d, { id: deps.ids.next(), tapeName, lenderId: actor.userId, batchId, at }));
    await s.loans.insertMany(fresh);
    if (fresh.length > 0) await s.tapes.addToLoanCount(tapeName, fresh.length);
    const loanCount = drafts.length;
    await s.tapes.recordBatch({
      id: batchId,
      tapeName,
      ...batch,
      loanCount,
      createdAt: at,
      createdBy: actor.userId,
    });

    const counts = { added: fresh.length, ...matched.value };
    await s.audit.append({
      type: 'tape.imported',
      actorId: actor.userId,
      subjectId: tapeName,
      at,
      data: { batchId, contentHash: batch.contentHash, fileName: batch.fileName, update, ...counts },
    });
    return ok({ tapeName, batchId, tapeCreated: !tape, ...counts });
  });
}
