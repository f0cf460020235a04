import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import { type Actor, LOAN_PERSONAS, type LoanPersona } from '../permissions/actor';
import { loanErrors } from './loans.errors';

/**
 * Persona checks of the loans area (spec §6). A small local helper until the capability checks
 * of core/permissions (`can(actor, …)`) exist; then each call becomes one `can` call.
 */

/** The personas that work with due-diligence cases and see the tapes they review. */
export const REVIEWER_PERSONAS: readonly LoanPersona[] = [
  'due_diligence',
  'rating_agency',
  'rating_agency_17g5',
];

/** Personas that keep a loan pool: investors (to bid and analyse), lenders (to assemble a securitisation, spec §1). */
export const POOL_PERSONAS: readonly LoanPersona[] = ['investor', 'lender'];

/** Every loan persona (for features of the filters panel that all of them use). */
export const LOAN_PERSONAS_ALL: readonly LoanPersona[] = LOAN_PERSONAS;

/** Platform operators (token role ispadmin) read every loan, never act as a party. */
export const isOperator = (actor: Actor): boolean => actor.role === 'ispadmin';

/** Ok when the actor's loan persona is one of `personas`; `what` completes "You may not …". */
export function requirePersona(
  actor: Actor,
  personas: readonly LoanPersona[],
  what: string,
): Result<LoanPersona, DomainError> {
  return actor.persona !== null && personas.includes(actor.persona)
    ? ok(actor.persona)
    : err(loanErrors.forbidden(what));
}
