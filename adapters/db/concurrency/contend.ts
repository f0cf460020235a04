import { openDatabase } from '../connection';
import { kyselyStores } from '../stores';
import { kyselyUnitOfWork } from '../unit-of-work';

/** A loan one contender took. */
export interface Win {
  readonly loanId: string;
  readonly investor: string;
}

const AT = '2026-03-01T00:00:00.000Z';

/**
 * One contender of the concurrency tests: opens the database at `url` on connections of its
 * own and, for `rounds` rounds, tries in parallel transactions to take every loan of `loanIds`
 * from `lender-1`, appending an audit event in each transaction. Returns the loans it won.
 */
export async function contend(
  url: string,
  name: string,
  loanIds: readonly string[],
  rounds: number,
): Promise<Win[]> {
  const database = openDatabase(url, { poolSize: 4 });
  const uow = kyselyUnitOfWork(database.db, database.dialect, kyselyStores);
  const attempts = Array.from({ length: rounds }, (_, round) =>
    loanIds.map((loanId) => ({ loanId, investor: `${name}-${round}` })),
  ).flat();
  try {
    const wins = await Promise.all(
      attempts.map(({ loanId, investor }) =>
        uow.run(async (s) => {
          // Read, decide, then compare-and-set — the shape of a use case (read first, so that on
          // SQLite a deferred transaction would have to upgrade its lock, and could fail).
          const loan = await s.loans.get(loanId);
          const won =
            loan?.ownerId === 'lender-1' && (await s.loans.setOwner(loanId, 'lender-1', investor, AT));
          // Hold the transaction open a moment so that the contenders really overlap.
          await new Promise((wake) => setTimeout(wake, 2));
          await s.audit.append({
            type: won ? 'loan.transferred' : 'bid.placed',
            actorId: investor,
            subjectId: loanId,
            at: AT,
            data: { won },
          });
          return won ? { loanId, investor } : null;
        }),
      ),
    );
    return wins.filter((w) => w !== null);
  } finally {
    await database.close();
  }
}
