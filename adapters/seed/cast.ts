/**
 * Who and what a step acts on, looked up afresh in the database by natural keys (email, tape
 * name, loan number), so each step stands on its own: a run that resumes after an interrupted
 * one finds what the earlier steps committed. Actors are built the way the HTTP session does
 * it: the loan persona and name from the party directory (the wallet's first approved persona).
 */
import type { AccountActor } from '../../core/accounts/account-deps';
import type { User } from '../../core/accounts/user';
import type { Loan } from '../../core/loans/loan';
import type { Actor } from '../../core/permissions/actor';
import { DEMO_KEYS, DEMO_PEOPLE, type DemoKey } from '../../fixtures/demo/people';
import {
  DEMO_TAPE_NAMES,
  type DemoTapeKey,
  demoLoanNumber,
  demoLoanNumbers,
} from '../../fixtures/demo/tapes';
import type { Stage } from './stage';

export type Cast = Readonly<Record<DemoKey, User>>;

/** The demo's accounts; throws when one is missing (a step ran before the people step). */
export async function castOf(stage: Stage): Promise<Cast> {
  const found = await stage.auth.run(async (s) =>
    Promise.all(DEMO_KEYS.map((key) => s.users.findByEmail(DEMO_PEOPLE[key].email))),
  );
  const cast = {} as Record<DemoKey, User>;
  DEMO_KEYS.forEach((key, i) => {
    const user = found[i];
    if (!user) throw new Error(`demo seed: ${DEMO_PEOPLE[key].email} does not exist yet`);
    cast[key] = user;
  });
  return cast;
}

/** The trading actor of `user`, as a session of theirs would resolve it. */
export async function trader(stage: Stage, user: User): Promise<Actor> {
  const party = await stage.trading.uow.run((s) => s.directory.get(user.id));
  return { userId: user.id, role: user.role, persona: party?.persona ?? null, name: party?.name ?? '' };
}

/** `user` in their personal context. */
export function personal(user: User): AccountActor {
  return { userId: user.id, role: user.role, businessId: null };
}

/** `user` in the context of their first business, with its role (spec §6). */
export async function inBusiness(stage: Stage, user: User): Promise<AccountActor> {
  const [membership] = await stage.auth.run((s) => s.businesses.membershipsOf(user.id));
  if (!membership) throw new Error(`demo seed: ${user.email} belongs to no business yet`);
  return { userId: user.id, role: membership.role, businessId: membership.businessId };
}

/** The loans of a demo tape by position (1 = its first row); throws for a loan not imported. */
export async function loansOf(stage: Stage, tape: DemoTapeKey): Promise<(position: number) => Loan> {
  const numbers = demoLoanNumbers(tape);
  const tapeName = DEMO_TAPE_NAMES[tape];
  const loans = await stage.trading.uow.run((s) => s.loans.byLoanNumbers(tapeName, numbers));
  const byNumber = new Map(loans.map((l) => [l.loanNumber, l]));
  return (position) => {
    const loan = byNumber.get(demoLoanNumber(tape, position));
    if (!loan) throw new Error(`demo seed: loan ${position} of ${tapeName} was not imported`);
    return loan;
  };
}

/** Dollars as typed into a bid or price input: `pct` percent of the loan's amount, to the cent. */
export function priceOf(loan: Pick<Loan, 'amountCents'>, pct: number): string {
  return (Math.round((loan.amountCents * pct) / 100) / 100).toFixed(2);
}
