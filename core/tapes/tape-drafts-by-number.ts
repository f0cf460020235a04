/**
 * The drafts of a tape read a batch at a time, one per loan number, each with the tape's
 * issuing authority where its row names none. A loan number met again keeps its first row, now
 * flagged Q005, and the later rows are left out (`repeatedRows`); when the first row went out
 * in an earlier batch, the batch says so (`reflagged`) for the import to flag the loan it wrote.
 */

import type { LoanDraft } from '../loans/loan-draft';
import type { DraftChunk, Reflag } from './draft-stream';
import type { TapeRowDraft } from './tape-row';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A deduplicator for one pass over a tape (see the module header). */
export function draftsByLoanNumber(issuingAuthority: string) {
  // The flags of each loan number's first draft, shared with that draft while its batch is open.
  const first = new Map<string, { flags: readonly string[] }>();
  const repeatedRows: number[] = [];
  let accepted = 0;
  let flagged = 0;
  return {
    take(batch: readonly TapeRowDraft[]): DraftChunk {
      const out: LoanDraft[] = [];
      const open = new Map<string, Mutable<TapeRowDraft>>();
      const reflagged = new Map<string, Reflag>();
      // The edits made these drafts for this batch alone: they are completed in place, not copied
      // (their `row` goes along; the import's own check strips it).
      for (const draft of batch as Mutable<TapeRowDraft>[]) {
        const kept = first.get(draft.loanNumber);
        if (kept) {
          repeatedRows.push(draft.row);
          if (kept.flags.includes('Q005')) continue;
          if (kept.flags.length === 0) flagged++;
          kept.flags = [...kept.flags, 'Q005'];
          const pending = open.get(draft.loanNumber);
          if (pending) pending.qualityFlags = kept.flags;
          else reflagged.set(draft.loanNumber, { loanNumber: draft.loanNumber, qualityFlags: kept.flags });
          continue;
        }
        draft.issuingAuthority ??= issuingAuthority;
        first.set(draft.loanNumber, { flags: draft.qualityFlags });
        open.set(draft.loanNumber, draft);
        out.push(draft as LoanDraft);
        accepted++;
        if (draft.qualityFlags.length > 0) flagged++;
      }
      return reflagged.size > 0 ? { drafts: out, reflagged: [...reflagged.values()] } : { drafts: out };
    },
    counts: () => ({ accepted, flagged, repeatedRows }),
  };
}
