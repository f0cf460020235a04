import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownershipLines, OWNERSHIP_TEXT as T } from './loan-ownership';

describe('the loan panel’s ownership lines', () => {
  it('say the loan is the viewer’s exactly when the viewer is its owner', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.boolean(), (owner, viewer, moved) => {
        const [who, transferred] = ownershipLines({ OwnedBy: owner, isLoanTransferred: moved }, viewer);
        expect(who).toEqual({ label: T.owner, value: owner === viewer ? T.you : T.other });
        expect(transferred).toEqual({ label: T.transferred, value: moved ? T.yes : T.no });
      }),
    );
  });

  it('name no owner while the viewer is not known', () => {
    expect(ownershipLines({ OwnedBy: 'u1', isLoanTransferred: true }, null)[0]?.value).toBe('-');
    expect(ownershipLines({ OwnedBy: 'u1', isLoanTransferred: false }, 'u1')).toEqual([
      { label: 'Owner', value: 'You' },
      { label: 'Transferred', value: 'No, still with its lender' },
    ]);
  });
});
