/**
 * Why: "owner or not" is a fact about the platform's state, and it changes as the matrix runs
 * (a transfer makes the buyer the owner). So the loans and tapes a route may act on are read from
 * the database whenever the state changed, and who stands in which relation to each is decided
 * by the core's own rules — loan visibility and the loan's parties — never by what a route
 * answered. The same read tells which loans each caller must never see.
 */
import { isVisible, type LoanVisibility } from '../../../../core/loans/loan-query';
import { visibilityFor } from '../../../../core/loans/visibility';
import { partyOf } from '../../../../core/stipulations/stipulation';
import { counterparties } from '../../../../core/stipulations/stipulation-parties';
import {
  isDdFirm,
  isDdInvestor,
  isOwner,
  isWinner,
  loanParties,
  mayCheckDocuments,
  mayReadDocuments,
} from '../../../../core/transfer/loan-parties';
import { accountTargets } from './matrix-account-targets';
import { tradeTargets } from './matrix-trade-targets';
import { tapeStakes, tradedLoans } from './matrix-traded-loans';
import type { Relation, Target, TargetKind } from './matrix-types';
import { type MatrixWorld, TARGET_LOANS } from './matrix-world';

/** What the matrix knows of the platform now. */
export interface MatrixState {
  readonly targets: ReadonlyMap<TargetKind, readonly Target[]>;
  /** Per caller (user id): ids, loan numbers and tape names of loans the core hides from them. */
  readonly hidden: ReadonlyMap<string, readonly string[]>;
  /** A file each person uploaded, by user id. */
  readonly blobs: ReadonlyMap<string, string>;
}

const LABELS = Object.fromEntries(Object.entries(TARGET_LOANS).map(([k, v]) => [v, k]));

/** Reads every target and what each caller may not see. */
export async function readState(w: MatrixWorld): Promise<MatrixState> {
  const people = w.callers.filter((c) => c.actor !== null);
  const ids = people.map((c) => c.userId);
  const { db } = w.platform.connection;
  const all = await db.selectFrom('loans').select('id').execute();
  const staked = await tapeStakes(w);
  const known = await tradedLoans(w);
  const uploads = await db
    .selectFrom('blob_uploads')
    .select(['uploader_id', 'blob_name'])
    .orderBy('blob_name')
    .execute();
  const facts = await w.platform.trading.uow.read(async (s) => {
    const visibility = new Map<string, LoanVisibility | null>();
    for (const c of people) visibility.set(c.userId, await visibilityFor(s, c.actor!));
    const loans = await s.loans.getMany(all.map((l) => l.id));
    const sees = (userId: string, loan: (typeof loans)[number]) => {
      const v = visibility.get(userId);
      return v !== null && v !== undefined && isVisible(loan, v);
    };
    const picked = loans.filter((l) => l.loanNumber in LABELS);
    const threads = await s.stipulations.forLoans(picked.map((l) => l.id));
    const loanTargets: Target[] = [];
    for (const loan of picked) {
      const parties = await loanParties(s, loan);
      const stakes = await s.staking.stakesOfLoan(loan.id);
      const rows = await s.approvals.stakeholderRowsForLoans([loan.id]);
      const who = (holds: (userId: string) => boolean) => ids.filter(holds);
      const rel: Partial<Record<Relation, string[]>> = {
        sees: who((u) => sees(u, loan)),
        owns: who((u) => isOwner(parties, u)),
        lends: who((u) => loan.lenderId === u),
        winner: who((u) => isWinner(parties, u)),
        ddFirm: who((u) => isDdFirm(parties, u)),
        ddInvestor: who((u) => isDdInvestor(parties, u)),
        readsDocs: who((u) => mayReadDocuments(parties, u)),
        checksDocs: who((u) => mayCheckDocuments(parties, u)),
        stipParty: who((u) => counterparties(parties, u).length > 0),
        party: who((u) => threads.some((t) => t.loanId === loan.id && partyOf(t, u) !== null)),
        prices: who((u) => rows.some((r) => r.investorId === u)),
        staker: who((u) => stakes.some((st) => st.stakerId === u)),
      };
      loanTargets.push({
        kind: 'loan',
        label: `loan ${loan.loanNumber} (${LABELS[loan.loanNumber]}, ${loan.status})`,
        ref: {
          id: loan.id,
          loanNumber: loan.loanNumber,
          tapeName: loan.tapeName,
          ownerId: loan.ownerId,
          winnerId: parties.winnerId ?? '',
          ...Object.fromEntries(ids.map((u) => [`cp:${u}`, counterparties(parties, u)[0] ?? loan.ownerId])),
        },
        rel,
      });
    }
    const tapeNames = [...new Set(loans.map((l) => l.tapeName))].sort();
    const tapes: Target[] = [];
    for (const name of tapeNames) {
      const tape = await s.tapes.get(name);
      const cases = await s.dueDiligence.casesForTapes([name]);
      const onTape = loans.filter((l) => l.tapeName === name);
      tapes.push({
        kind: 'tape',
        label: `tape ${name}`,
        ref: {
          tapeName: name,
          lenderId: tape?.lenderId ?? '',
          loanId: onTape[onTape.length - 1]!.id,
          loanNumber: onTape[onTape.length - 1]!.loanNumber,
        },
        rel: {
          staked: staked.filter((r) => r.tape === name).map((r) => r.userId),
          lends: ids.filter((u) => tape?.lenderId === u),
          sees: ids.filter((u) => onTape.some((l) => sees(u, l))),
          ddFirm: ids.filter((u) => cases.some((c) => c.ddFirmId === u)),
          ddInvestor: ids.filter((u) => cases.some((c) => c.investorId === u)),
        },
      });
    }
    const hidden = new Map(
      ids.map((u) => {
        const unseen = loans.filter((l) => !sees(u, l) && !known.get(u)?.has(l.id));
        const tapesUnseen = tapeNames.filter((t) =>
          loans.every((l) => l.tapeName !== t || unseen.includes(l)),
        );
        return [u, [...unseen.flatMap((l) => [l.id, l.loanNumber]), ...tapesUnseen]] as const;
      }),
    );
    return { loanTargets, tapes, hidden };
  });
  const more = [...(await tradeTargets(w, facts.loanTargets)), ...(await accountTargets(w))];
  const targets = new Map<TargetKind, Target[]>();
  for (const t of [...facts.loanTargets, ...facts.tapes, ...more])
    targets.set(t.kind, [...(targets.get(t.kind) ?? []), t]);
  const blobs = new Map<string, string>();
  for (const u of uploads) if (!blobs.has(u.uploader_id)) blobs.set(u.uploader_id, u.blob_name);
  return { targets, hidden: facts.hidden, blobs };
}
