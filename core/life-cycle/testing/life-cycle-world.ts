/**
 * The setting of the trading life-cycle model test: three loans of the lender on two tapes,
 * two investors, a due-diligence firm, and the checks every command runs — one use case call
 * against the model's expected outcome (`step`) and the stores against the model afterwards
 * (`agree`). The checks throw plain errors, so the commands need no test runner.
 */
import { blobNamed, recordUploads } from '../../documents/testing/uploads';
import type { DomainError } from '../../errors/domain-error';
import type { Result } from '../../errors/result';
import { presentLoans } from '../../loans/loan-views';
import type { Actor } from '../../permissions/actor';
import { loanParties, mayReadDocuments } from '../../transfer/loan-parties';
import {
  aLoan,
  DD_FIRM,
  INVESTOR,
  INVESTOR2,
  LENDER,
  tradeFixture,
} from '../../transfer/testing/trade-fixture';
import { consentViolations, lifeCycleViolations } from '../life-cycle.invariants';
import { latestBid, type TradingModel } from '../life-cycle.model';

export const TAPES: Readonly<Record<string, string>> = {
  'loan-1': 'Tape A',
  'loan-2': 'Tape A',
  'loan-3': 'Tape B',
};
export const LOANS = Object.keys(TAPES);
export const INVESTORS = [INVESTOR, INVESTOR2];
export const PARTIES = [LENDER, INVESTOR, INVESTOR2, DD_FIRM];
export const HOUR = 3_600_000;
/** The files the parties cite; every party has uploaded each of them (the citation rule has tests of its own). */
export const FILES = {
  engagement: blobNamed('engagement.pdf'),
  query: blobNamed('q.pdf'),
  finalTape: blobNamed('final-tape.xlsx'),
} as const;
const START = Date.parse('2026-01-15T12:00:00.000Z');

/** The ISO instant `ms` after the start of a run (the model keeps time as ms since then). */
export const iso = (ms: number): string => new Date(START + ms).toISOString();

export type World = ReturnType<typeof tradeFixture>;

/** A command of the model test: the shape of fast-check's `AsyncCommand<TradingModel, World>`. */
export interface Command {
  check(m: Readonly<TradingModel>): boolean;
  run(m: TradingModel, w: World): Promise<void>;
  toString(): string;
}

export const always = (): boolean => true;

/** A fresh world at the start instant, with the three loans listed. */
export async function lifeCycleWorld(): Promise<World> {
  const w = tradeFixture(iso(0));
  await w.addLoans(...LOANS.map((id) => aLoan(id, { tapeName: TAPES[id]! })));
  await recordUploads(
    w.deps,
    PARTIES.map((p) => p.userId),
    ['engagement.pdf', 'q.pdf', 'final-tape.xlsx'],
  );
  return w;
}

/** Throws unless `actual` and `expected` are the same plain data. */
export function same(actual: unknown, expected: unknown, what: string): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what}: expected ${e}, got ${a}`);
}

/** Picks from `likely` for an even `index` (when there is any), else from `all`. */
export const target = <T>(likely: readonly T[], all: readonly T[], index: number): T =>
  likely.length > 0 && index % 2 === 0 ? likely[index % likely.length]! : all[index % all.length]!;

/**
 * Runs one use case: its outcome ('ok' or the refusal code) must be `expected`; a refused one
 * must leave the audit log and the outbox as they were, a committed one may only add entries
 * of this actor at this instant.
 */
export async function step<T>(
  m: TradingModel,
  w: World,
  actor: Actor,
  expected: string,
  attempt: () => Promise<Result<T, DomainError>>,
): Promise<Result<T, DomainError>> {
  const [audit, outbox] = [w.audit(), w.outbox()];
  const r = await attempt();
  same(r.ok ? 'ok' : r.error.code, expected, 'outcome');
  const [auditNow, outboxNow] = [w.audit(), w.outbox()];
  same(auditNow.slice(0, audit.length), audit, 'audit log kept');
  same(outboxNow.slice(0, outbox.length), outbox, 'outbox kept');
  const added = { audit: auditNow.slice(audit.length), outbox: outboxNow.slice(outbox.length) };
  if (!r.ok) same(added, { audit: [], outbox: [] }, 'traces of a refused command');
  for (const e of added.audit) same([e.actorId, e.at], [actor.userId, iso(m.now)], 'audit entry');
  for (const o of added.outbox) same(o.createdAt, iso(m.now), 'outbox entry');
  return r;
}

/**
 * Who the model says may see a loan's borrower: its owner, a firm engaged on its tape, and the
 * winner of its latest bid while the loan stands awarded — not a winner whose purchase was
 * rejected, nor one displaced by a re-opening or a sale.
 */
export function entitledToBorrower(m: TradingModel, loanId: string, userId: string): boolean {
  const loan = m.loans[loanId]!;
  return (
    loan.owner === userId ||
    m.cases.some((c) => c.tape === loan.tape && c.firm === userId) ||
    (loan.status === 'awarded' && latestBid(m, loanId)?.winner === userId)
  );
}

/** The stores tell the model's story (status and owner of every loan), and the invariants hold. */
export async function agree(m: TradingModel, w: World): Promise<void> {
  const read = w.read();
  for (const loan of await read.loans.getMany(LOANS)) {
    same([loan.status, loan.ownerId], [m.loans[loan.id]!.status, m.loans[loan.id]!.owner], `loan ${loan.id}`);
  }
  for (const loan of await read.loans.getMany(LOANS)) {
    for (const party of PARTIES) {
      const entitled = entitledToBorrower(m, loan.id, party.userId);
      const [view] = await presentLoans(read, party, [loan]);
      same(!view!.borrowerMasked, entitled, `${party.userId} sees the borrower of ${loan.id}`);
      const reads = mayReadDocuments(await loanParties(read, loan), party.userId);
      same(reads, entitled, `${party.userId} reads the documents of ${loan.id}`);
    }
  }
  const scope = { loanIds: LOANS, bidIds: m.bids.map((b) => b.id), bidders: INVESTORS.map((i) => i.userId) };
  same(await lifeCycleViolations(read, scope), [], 'invariants');
  const winners = new Map((await read.bids.getMany(scope.bidIds)).map((b) => [b.id, b.winnerId]));
  same(
    consentViolations(w.audit(), (id) => winners.get(id) ?? null),
    [],
    'owner consent',
  );
}
