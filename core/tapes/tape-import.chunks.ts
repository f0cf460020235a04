import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Tape } from '../loans/loan';
import { draftChecker, loanFromDraft, MAX_REPORTED_ISSUES } from '../loans/loan-draft';
import { loanErrors } from '../loans/loans.errors';
import type { Clock } from '../ports/clock';
import type { Ids } from '../ports/ids';
import type { TradingStores } from '../ports/stores';
import type { DraftStream, Reflag } from './draft-stream';
import type { ImportTapeOutcome } from './import-tape';
import { countAuthorities, dominantOf } from './tape-import.rules';
import { type MatchedOutcome, updateMatchedLoans } from './tape-import.update';

/**
 * The inside of `importTape`'s transaction, a chunk of drafts at a time. Writing starts with the
 * first chunk, but the answer is the one the whole file would get: the stream is always read to
 * its end, and a refusal found on the way only stops the writing (the transaction is rolled back
 * once the file is read). Refusals keep the order of the checks — a refusal of the file itself
 * (from the stream) first, then no drafts, invalid drafts, the file imported as another tape,
 * the tape name taken, the file imported before, loan numbers already on the tape, and loans
 * changed under an update — so a refusal never depends on where the chunks were cut.
 */

/** The message of an import without a single draft. */
export const NO_LOANS = 'The file holds no loans';

export interface ChunkedImport {
  readonly lenderId: string;
  readonly tapeName: string;
  readonly batch: { readonly contentHash: string; readonly fileName: string };
  readonly update: boolean;
  readonly clock: Clock;
  readonly ids: Ids;
  readonly drafts: DraftStream;
}

/** Runs one import inside its transaction (`s`); see the module header for the order of refusals. */
export async function importChunks(
  s: TradingStores,
  input: ChunkedImport,
): Promise<Result<ImportTapeOutcome, DomainError>> {
  const { lenderId, tapeName, batch, update } = input;
  const { tape, stop } = await headerChecks(s, input);
  // Taken when the first loan is written, as an import of the whole file at once would.
  let stamp: { readonly at: string; readonly batchId: string } | null = null;
  const stamped = () => {
    stamp ??= { at: input.clock.now().toISOString(), batchId: input.ids.next() };
    return stamp;
  };
  const expected = { status: 'listed', ownerId: lenderId } as const;

  const checker = draftChecker();
  const authorities = new Map<string, number>();
  // What became of each loan the import matched on the tape (the others it added), for a later Q005.
  const matchedAs = new Map<string, MatchedOutcome>();
  const repeated: string[] = [];
  const counts = { added: 0, updated: 0, identical: 0, keptTraded: [] as string[] };
  let drafts = 0;
  let conflict: DomainError | null = null;
  const writing = () => !stop && checker.issues.length === 0 && repeated.length === 0 && !conflict;

  const reflag = async ({ loanNumber, qualityFlags }: Reflag) => {
    const outcome = matchedAs.get(loanNumber);
    if (outcome === 'kept') return;
    if (!(await s.loans.setQualityFlags(tapeName, loanNumber, expected, qualityFlags, stamped().at))) {
      conflict = loanErrors.loanChanged(loanNumber);
    } else if (outcome === 'identical') {
      // Its flags were all that differed, so the loan is updated after all.
      matchedAs.set(loanNumber, 'updated');
      counts.identical--;
      counts.updated++;
    }
  };

  for await (const item of input.drafts.open()) {
    if ('refused' in item) return err(item.refused);
    drafts += item.drafts.length;
    const clean = checker.check(item.drafts);
    countAuthorities(authorities, clean);
    // Loan numbers already on the tape are looked up while only they (or a later refusal) are found.
    if (stop || checker.issues.length > 0) continue;
    const numbers = clean.map((d) => d.loanNumber);
    const existing = tape ? await s.loans.byLoanNumbers(tapeName, numbers) : [];
    if (existing.length > 0 && !update) {
      repeated.push(...existing.map((l) => l.loanNumber));
      continue;
    }
    if (!writing()) continue;
    const byNumber = new Map(existing.map((l) => [l.loanNumber, l]));
    const { at, batchId } = stamped();
    const matched = await updateMatchedLoans(s, lenderId, clean, byNumber, at, (loan, outcome) =>
      matchedAs.set(loan.loanNumber, outcome),
    );
    if (!matched.ok) {
      conflict = matched.error;
      continue;
    }
    counts.updated += matched.value.updated;
    counts.identical += matched.value.identical;
    counts.keptTraded.push(...matched.value.keptTraded);
    const fresh = clean
      .filter((d) => !byNumber.has(d.loanNumber))
      .map((d) => loanFromDraft(d, { id: input.ids.next(), tapeName, lenderId, batchId, at }));
    if (fresh.length > 0) await s.loans.insertMany(fresh);
    counts.added += fresh.length;
    for (const r of item.reflagged ?? []) if (writing()) await reflag(r);
  }

  if (drafts === 0) return err(loanErrors.invalidInput([{ path: 'drafts', message: NO_LOANS }]));
  if (checker.issues.length > 0) return err(loanErrors.invalidLoans(checker.issues));
  if (stop) return err(stop);
  if (repeated.length > 0)
    return err(loanErrors.duplicateLoans(tapeName, repeated.sort().slice(0, MAX_REPORTED_ISSUES)));
  if (conflict) return err(conflict);

  const { at, batchId } = stamped();
  if (!tape) {
    const created = await s.tapes.create({
      name: tapeName,
      lenderId,
      issuingAuthority: dominantOf(authorities),
      loanCount: 0,
      createdAt: at,
    });
    if (!created) return err(loanErrors.tapeNameTaken(tapeName));
  }
  if (counts.added > 0) await s.tapes.addToLoanCount(tapeName, counts.added);
  await s.tapes.recordBatch({
    id: batchId,
    tapeName,
    ...batch,
    loanCount: drafts,
    createdAt: at,
    createdBy: lenderId,
  });
  await s.audit.append({
    type: 'tape.imported',
    actorId: lenderId,
    subjectId: tapeName,
    at,
    data: { batchId, contentHash: batch.contentHash, fileName: batch.fileName, update, ...counts },
  });
  return ok({ tapeName, batchId, tapeCreated: !tape, ...counts });
}

/** The tape, and the refusal that needs no draft: the file under another tape, another lender's tape, the file again. */
async function headerChecks(
  s: TradingStores,
  { lenderId, tapeName, batch, update }: ChunkedImport,
): Promise<{ tape: Tape | null; stop: DomainError | null }> {
  if (!update) {
    // One file, one tape: the same bytes under another of the lender's tapes is a duplicate.
    // The lock makes two imports of one lender see each other's batch, however they race.
    await s.tapes.lockImportsOf(lenderId);
    const elsewhere = await s.tapes.findLenderBatchByHash(lenderId, batch.contentHash);
    if (elsewhere && elsewhere.tapeName !== tapeName)
      return { tape: null, stop: loanErrors.importedAsOtherTape(elsewhere.tapeName, elsewhere.id) };
  }
  const tape = await s.tapes.get(tapeName);
  if (tape && tape.lenderId !== lenderId) return { tape, stop: loanErrors.tapeNameTaken(tapeName) };
  const earlier = tape ? await s.tapes.findBatchByHash(tapeName, batch.contentHash) : null;
  return { tape, stop: earlier && !update ? loanErrors.alreadyImported(tapeName, earlier.id) : null };
}
