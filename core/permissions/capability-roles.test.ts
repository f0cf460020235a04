import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Actor, LOAN_PERSONAS, SYSTEM_ACTOR, TOKEN_ROLES } from './actor';
import { can, holdsByRole, requireCapability } from './capabilities';
import { CAPABILITIES, CAPABILITY_RULES } from './capability-rules';

const party = (persona: Actor['persona'], role: Actor['role'] = 'BUSINESSADMIN') => ({ persona, role });

describe('capabilities held by a token role', () => {
  it('lets the platform operator close expired bids and see every loan, and no persona', () => {
    expect(can(SYSTEM_ACTOR, 'close_expired_bids')).toBe(true);
    expect(can(SYSTEM_ACTOR, 'see_every_loan')).toBe(true);
    for (const persona of LOAN_PERSONAS) expect(can(party(persona), 'close_expired_bids')).toBe(false);
  });

  it('refuses an operator-only capability with a sentence naming the operator', () => {
    expect(requireCapability(party('lender'), 'close_expired_bids')).toEqual({
      ok: false,
      error: {
        kind: 'forbidden',
        code: 'PERMISSION.OPERATOR',
        message: 'Only the platform operator can close expired bids.',
      },
    });
    // Without a role (a screen asking by persona alone) the answer is the same refusal.
    expect(requireCapability({ persona: null }, 'see_every_loan')).toMatchObject({
      error: { code: 'PERMISSION.OPERATOR' },
    });
  });

  it('lets the operator, but not a persona-less user, complete approved stakeholder rows', () => {
    expect(can(SYSTEM_ACTOR, 'complete_stakeholder_rows')).toBe(true);
    expect(holdsByRole(SYSTEM_ACTOR, 'complete_stakeholder_rows')).toBe(true);
    expect(holdsByRole(party('lender'), 'complete_stakeholder_rows')).toBe(false);
    expect(requireCapability(party(null), 'complete_stakeholder_rows')).toMatchObject({
      error: { code: 'PERMISSION.NO_PERSONA' },
    });
  });

  it('passes a listed role whatever its persona or page, and judges everyone else by persona alone', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...LOAN_PERSONAS)),
        fc.constantFrom(...TOKEN_ROLES),
        fc.constantFrom(...CAPABILITIES),
        fc.boolean(),
        (persona, role, capability, readOnly) => {
          const rule = CAPABILITY_RULES[capability];
          const byRole = rule.roles?.includes(role) ?? false;
          const context = { readOnly, personaCheckEnabled: true };
          expect(can(party(persona, role), capability, context)).toBe(
            byRole || can({ persona }, capability, context),
          );
          if (rule.personas.length === 0) expect(can({ persona }, capability, context)).toBe(false);
        },
      ),
    );
  });
});
