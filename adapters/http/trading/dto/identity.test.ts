import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../../../core/permissions/actor';
import { identityMismatch } from './identity';

const actor: Actor = {
  userId: 'investor-1',
  role: 'BUSINESSADMIN',
  persona: 'investor',
  name: 'Alder Capital',
};

describe('identityMismatch', () => {
  it('accepts fields naming the caller, or left out or blank', () => {
    expect(
      identityMismatch(actor, { user_id: 'investor-1', sender: undefined, partyA: null, userId: '' }),
    ).toBeNull();
  });

  it('refuses with 403 naming the first field that names someone else', () => {
    expect(
      identityMismatch(actor, { user_id: 'investor-1', sender: 'dd-1', partyA: 'lender-1' }),
    ).toMatchObject({
      kind: 'forbidden',
      code: 'REQUEST.NOT_YOURSELF',
      details: { field: 'sender' },
    });
  });

  it('passes exactly when every present, non-blank field is the caller (property)', () => {
    const value = fc.oneof(
      fc.constant('investor-1'),
      fc.constant(''),
      fc.constant(null),
      fc.constant(undefined),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value), (fields) => {
        const allMine = Object.values(fields).every(
          (v) => v === undefined || v === null || v === '' || v === 'investor-1',
        );
        expect(identityMismatch(actor, fields) === null).toBe(allMine);
      }),
    );
  });
});
