import type { LoanPersona } from '../../../core/permissions/actor';
import { closeStipulation } from '../../../core/stipulations/close-stipulation';
import { actorOf, openTradingDeps } from '../transfer/testing/trading-world';

/** How long each close waits after reading the thread, so that all closers read it open. */
const HOLD_AFTER_READ_MS = 40;

/** The generated tape a due-diligence firm resolves with (the firm uploaded it: the test records that). */
export const FINAL_DOC = 'f'.repeat(64);

/** One party marking the thread resolved. */
export interface Closer {
  readonly userId: string;
  readonly persona: LoanPersona;
}

/** What the use case answered: the error code when refused, and the message. */
export interface CloseOutcome extends Closer {
  readonly ok: boolean;
  readonly code: string | null;
  readonly message: string | null;
}

/**
 * One contender of the close race: opens the database at `url` on connections of its own and
 * runs every closer in parallel through the real `closeStipulation` (a due-diligence firm
 * delivering `FINAL_DOC`), each pausing after its read so that the closes meet stale reads.
 * In-process on PostgreSQL, an OS process of its own on SQLite (`close-race-worker.ts`).
 */
export async function attemptCloses(
  url: string,
  stipulationId: string,
  closers: readonly Closer[],
): Promise<CloseOutcome[]> {
  const actors = closers.map((c) => actorOf(c.userId, c.persona));
  const { deps, database } = openTradingDeps(url, actors, closers.length, HOLD_AFTER_READ_MS);
  try {
    return await Promise.all(
      closers.map(async (c, i): Promise<CloseOutcome> => {
        const r = await closeStipulation(deps, actors[i]!, { stipulationId, finalDocs: [FINAL_DOC] });
        return r.ok
          ? { ...c, ok: true, code: null, message: null }
          : { ...c, ok: false, code: r.error.code, message: r.error.message };
      }),
    );
  } finally {
    await database.close();
  }
}
