import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Actor, LOAN_PERSONAS, SYSTEM_ACTOR, TOKEN_ROLES } from '../permissions/actor';
import { can } from '../permissions/capabilities';
import { CAPABILITIES, CAPABILITY_RULES } from '../permissions/capability-rules';
import { canTrade, requireTradeCapability } from './trade-capability';

const party = (persona: Actor['persona'], role: Actor['role'] = 'BUSINESSADMIN') => ({ persona, role });

describe('the trading capability check', () => {
  it('lets the platform operator close expired bids and see every loan, and no persona', () => {
    expect(canTrade(SYSTEM_ACTOR, 'close_expired_bids')).toBe(true);
    expect(canTrade(SYSTEM_ACTOR, 'see_every_loan')).toBe(true);
    for (const persona of LOAN_PERSONAS) expect(canTrade(party(persona), 'close_expired_bids')).toBe(false);
  });

  it('refuses an operator-only capability with a sentence naming the operator', () => {
    expect(requireTradeCapability(party('lender'), 'close_expired_bids')).toEqual({
      ok: false,
      error: {
        kind: 'forbidden',
        code: 'PERMISSION.OPERATOR',
        message: 'Only the platform operator can close expired bids.',
      },
    });
  });

  it('judges every persona capability exactly as the permissions table does', () => {
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
          expect(canTrade(party(persona, role), capability, context)).toBe(
            byRole || can({ persona }, capability, context),
          );
        },
      ),
    );
  });

  it('lets the operator, but not a persona-less user, complete approved stakeholder rows', () => {
    expect(canTrade(SYSTEM_ACTOR, 'complete_stakeholder_rows')).toBe(true);
    expect(requireTradeCapability(party(null), 'complete_stakeholder_rows')).toMatchObject({
      error: { code: 'PERMISSION.NO_PERSONA' },
    });
  });
});
