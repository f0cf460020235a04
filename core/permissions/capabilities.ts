/**
 * Capability checks (spec §6) for screens and use cases alike: `can` answers yes/no for
 * showing or enabling a control; `requireCapability` returns the refusal a use case hands back.
 * Order of checks: persona, then screen setting, then read-only page — so the message names
 * the most fundamental reason.
 */
import type { DomainError } from '../errors/domain-error';
import { err, ok, type Result } from '../errors/result';
import type { Actor } from './actor';
import { CAPABILITY_RULES, type Capability } from './capability-rules';
import { noPersona, notEnabled, readOnlyPage, wrongPersona } from './permissions.errors';

/** Where the action happens; absent fields mean "not read-only" and "persona check off". */
export interface CapabilityContext {
  /** The page is read-only by the route configuration (`isReadOnly(config, path)`). */
  readonly readOnly?: boolean;
  /** The screen's persona check is enabled (gates Import Loan Files). */
  readonly personaCheckEnabled?: boolean;
}

/**
 * Checks a capability, returning the refusal when the actor may not use it here.
 *
 * @example
 * const allowed = requireCapability(actor, 'transfer');
 * if (!allowed.ok) return allowed;
 */
export function requireCapability(
  actor: Pick<Actor, 'persona'>,
  capability: Capability,
  context: CapabilityContext = {},
): Result<void, DomainError> {
  const rule = CAPABILITY_RULES[capability];
  if (actor.persona === null) return err(noPersona(rule.phrase));
  if (!rule.personas.includes(actor.persona)) return err(wrongPersona(actor.persona, rule.phrase));
  if (rule.needsPersonaCheck && !context.personaCheckEnabled) return err(notEnabled(rule.phrase));
  if (rule.readOnlyAction !== undefined && context.readOnly) return err(readOnlyPage(rule.phrase));
  return ok(undefined);
}

/** Whether the actor may use `capability` here (the yes/no form of `requireCapability`). */
export function can(
  actor: Pick<Actor, 'persona'>,
  capability: Capability,
  context: CapabilityContext = {},
): boolean {
  return requireCapability(actor, capability, context).ok;
}
