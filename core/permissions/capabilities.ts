/**
 * Capability checks (spec §6) for screens and use cases alike: `can` answers yes/no for
 * showing or enabling a control; `requireCapability` returns the refusal a use case hands back.
 * It is the one permission check of the trading use cases: ownership and party rules come after.
 * Order of checks: a token role the rule lists (the platform operator runs the market, whatever
 * its persona), then persona, then screen setting, then read-only page — so the message names the
 * most fundamental reason. A rule no persona holds refuses everyone its roles do not name.
 * Where the action happens comes from the actor's route configuration (`actor.screens`, resolved
 * once per request) unless the caller states it: one mechanism for every use case.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from './actor';
import { CAPABILITY_RULES, type Capability } from './capability-rules';
import { noPersona, notEnabled, operatorOnly, readOnlyPage, wrongPersona } from './permissions.errors';
import { isReadOnly, LOAN_TRADING_PAGE } from './route-config';

/**
 * Where the action happens. An absent field is read from the actor's route configuration
 * (`actor.screens`): the loan-trading page's read-only flag and the persona check; an actor
 * without one is on a writable page with the persona check off.
 */
export interface CapabilityContext {
  /** The page is read-only by the route configuration (`isReadOnly(config, path)`). */
  readonly readOnly?: boolean;
  /** The screen's persona check is enabled (gates Import Loan Files). */
  readonly personaCheckEnabled?: boolean;
}

/** Who is asking: the persona decides, the token role where the rule lists roles, the route configuration where it is read-only. */
export type CapabilityHolder = Pick<Actor, 'persona'> & Partial<Pick<Actor, 'role' | 'screens'>>;

/** The context as the actor's route configuration sets it, overridden by what the caller states. */
export function contextOf(
  actor: CapabilityHolder,
  context: CapabilityContext = {},
): Required<CapabilityContext> {
  return {
    readOnly: context.readOnly ?? isReadOnly({ routes: actor.screens?.routes ?? [] }, LOAN_TRADING_PAGE),
    personaCheckEnabled: context.personaCheckEnabled ?? actor.screens?.personaCheck ?? false,
  };
}

/** True when `actor` holds `capability` by its token role (acts for the market, not as a party). */
export function holdsByRole(actor: CapabilityHolder, capability: Capability): boolean {
  const { role } = actor;
  return role !== undefined && (CAPABILITY_RULES[capability].roles?.includes(role) ?? false);
}

/**
 * Checks a capability, returning the refusal (kind 'forbidden') when the actor may not use it here.
 *
 * @example
 * const allowed = requireCapability(actor, 'transfer');
 * if (!allowed.ok) return allowed;
 */
export function requireCapability(
  actor: CapabilityHolder,
  capability: Capability,
  context: CapabilityContext = {},
): Result<void, DomainError> {
  if (holdsByRole(actor, capability)) return ok(undefined);
  const rule = CAPABILITY_RULES[capability];
  const where = contextOf(actor, context);
  if (rule.personas.length === 0) return err(operatorOnly(rule.phrase));
  if (actor.persona === null) return err(noPersona(rule.phrase));
  if (!rule.personas.includes(actor.persona)) return err(wrongPersona(actor.persona, rule.phrase));
  if (rule.needsPersonaCheck && !where.personaCheckEnabled) return err(notEnabled(rule.phrase));
  if (rule.readOnlyAction !== undefined && where.readOnly) return err(readOnlyPage(rule.phrase));
  return ok(undefined);
}

/** Whether the actor may use `capability` here (the yes/no form of `requireCapability`). */
export function can(
  actor: CapabilityHolder,
  capability: Capability,
  context: CapabilityContext = {},
): boolean {
  return requireCapability(actor, capability, context).ok;
}
