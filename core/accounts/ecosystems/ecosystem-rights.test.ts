import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ecosystemApprovalDisplay, mayRegisterEcosystem } from './ecosystem-rights';

describe('who may register an ecosystem', () => {
  it('is a business admin in a business, or the platform admin', () => {
    expect(mayRegisterEcosystem({ role: 'BUSINESSADMIN', businessId: 'b-1' })).toBe(true);
    expect(mayRegisterEcosystem({ role: 'ispadmin', businessId: null })).toBe(true);
    expect(mayRegisterEcosystem({ role: 'BUSINESSADMIN', businessId: null })).toBe(false);
    expect(mayRegisterEcosystem({ role: 'BUSINESSADMIN', businessId: '' })).toBe(false);
  });

  it('is nobody else, in any context', () => {
    fc.assert(
      fc.property(
        fc.string().filter((r) => r !== 'BUSINESSADMIN' && r !== 'ispadmin'),
        fc.option(fc.string(), { nil: null }),
        (role, businessId) => !mayRegisterEcosystem({ role, businessId }),
      ),
    );
  });

  it('shows approval as a green word, and its absence as an amber one', () => {
    expect(ecosystemApprovalDisplay(true)).toEqual({ text: 'Approved', colour: 'green' });
    expect(ecosystemApprovalDisplay(false)).toEqual({ text: 'Awaiting approval', colour: 'amber' });
  });
});
