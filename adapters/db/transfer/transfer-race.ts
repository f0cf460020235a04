import { transferLoanNew } from '../../../core/transfer/transfer-loans';
import { actorOf, openTradingDeps } from './testing/trading-world';

/** The lender whose loans the race is about. */
export const RACE_LENDER = 'lender-1';

/** How long each transfer waits after reading its loans, so that all contenders read before one writes. */
const HOLD_AFTER_READ_MS = 40;

/** One buyer taking `loanIds` from the lender. */
export interface TransferAttempt {
  readonly investorId: string;
  readonly loanIds: readonly string[];
}

/** What the use case answered: the message, and the error code when refused. */
export interface TransferOutcome extends TransferAttempt {
  readonly ok: boolean;
  readonly code: string | null;
  readonly message: string;
}

/**
 * One contender of the transfer race: opens the database at `url` on connections of its own
 * and runs every attempt in parallel through the real `transferLoanNew`, each buyer acting as
 * itself (investorId = self), every transaction pausing after its read so that the writes meet
 * stale reads. Used in-process on PostgreSQL and as an OS process of its own on
 * SQLite (`transfer-race-worker.ts`).
 */
export async function attemptTransfers(
  url: string,
  attempts: readonly TransferAttempt[],
): Promise<TransferOutcome[]> {
  const cast = [actorOf(RACE_LENDER, 'lender'), ...attempts.map((a) => actorOf(a.investorId, 'investor'))];
  const { deps, database } = openTradingDeps(url, cast, attempts.length, HOLD_AFTER_READ_MS);
  try {
    return await Promise.all(
      attempts.map(async (a): Promise<TransferOutcome> => {
        const r = await transferLoanNew(deps, actorOf(a.investorId, 'investor'), {
          loanIds: a.loanIds,
          lenderId: RACE_LENDER,
          investorId: a.investorId,
        });
        return r.ok
          ? { ...a, ok: true, code: null, message: r.value.message }
          : { ...a, ok: false, code: r.error.code, message: r.error.message };
      }),
    );
  } finally {
    await database.close();
  }
}
