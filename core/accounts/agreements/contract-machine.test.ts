import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES, type Contract } from './contract';
import {
  allowedContractActions,
  CONTRACT_ACTIONS,
  type ContractAction,
  contractMode,
  nextContractStatus,
} from './contract-machine';
import { aContract, eStamped } from './testing/contract-samples';

const anyStatus = fc.constantFrom(...CONTRACT_STATUSES);
const anyAction = fc.constantFrom(...CONTRACT_ACTIONS);
const anyUser = fc.constantFrom('u-1', 'u-2', 'u-3');
const anySignatures = fc
  .subarray(['u-1', 'u-2'])
  .map((ids) => ids.map((userId) => ({ userId, signedAt: '2026-01-02T00:00:00.000Z' })));
const anyContract = fc
  .record({ status: anyStatus, eStamp: fc.boolean(), signatures: anySignatures })
  .map(({ eStamp, ...rest }) => (eStamp ? eStamped(rest) : aContract(rest)));

/** Applies a move the machine allows, recording a signature as the use case does. */
function apply(c: Contract, userId: string, action: ContractAction): Contract {
  const to = nextContractStatus(c, userId, action);
  if (to === null) return c;
  const signatures = action === 'sign' ? [...c.signatures, { userId, signedAt: 'x' }] : c.signatures;
  return {
    ...c,
    status: to,
    signatures,
    stampDutyPaymentId: action === 'pay_stamp_duty' ? 'pay' : c.stampDutyPaymentId,
  };
}

describe('contract life cycle', () => {
  it('lets nothing out of cancelled or approved, for anyone', () => {
    fc.assert(
      fc.property(anyContract, anyUser, anyAction, (c, user, action) => {
        for (const status of ['cancelled', 'approved'] as const)
          expect(nextContractStatus({ ...c, status }, user, action)).toBeNull();
      }),
    );
  });

  it('leaves signed only by the creator’s APPROVED, into approved', () => {
    fc.assert(
      fc.property(anyContract, anyUser, anyAction, (c, user, action) => {
        const to = nextContractStatus({ ...c, status: 'signed' }, user, action);
        expect(to).toBe(user === 'u-1' && action === 'APPROVED' ? 'approved' : null);
      }),
    );
  });

  it('lets no one but the two parties do anything', () => {
    fc.assert(
      fc.property(anyContract, anyAction, (c, action) => {
        expect(nextContractStatus(c, 'u-3', action)).toBeNull();
      }),
    );
  });

  it('reaches signed only with both signatures, and an E-Stamp contract only after its duty is paid', () => {
    const step = fc.tuple(fc.constantFrom('u-1', 'u-2'), anyAction);
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 30 }), (stamp, steps) => {
        let c = stamp ? eStamped() : aContract();
        for (const [user, action] of steps) {
          c = apply(c, user, action);
          expect(CONTRACT_STATUSES).toContain(c.status);
          if (c.status === 'signed' || c.status === 'approved')
            expect(c.signatures.map((s) => s.userId).sort()).toEqual(['u-1', 'u-2']);
          if (['waitingforsignatures', 'signed', 'approved'].includes(c.status))
            expect(c.stampDutyPaymentId !== null).toBe(stamp);
          if (!stamp) expect(c.status).not.toBe('paymentpending');
          expect(new Set(c.signatures.map((s) => s.userId)).size).toBe(c.signatures.length);
        }
      }),
    );
  });

  it('opens in edit mode for the creator of a draft or rejected contract, else view, and create for none', () => {
    expect(contractMode(null, 'u-1')).toBe('create');
    expect(contractMode(aContract({ status: 'rejected' }), 'u-1')).toBe('edit');
    expect(contractMode(aContract({ status: 'draft' }), 'u-2')).toBe('view');
    expect(contractMode(aContract({ status: 'pending' }), 'u-1')).toBe('view');
  });

  it('offers each party exactly the moves it can make', () => {
    expect(allowedContractActions(aContract({ status: 'pending' }), 'u-2')).toEqual(['APPROVED', 'REJECTED']);
    expect(allowedContractActions(aContract({ status: 'pending' }), 'u-1')).toEqual(['CANCELLED']);
    expect(allowedContractActions(eStamped({ status: 'agreed' }), 'u-1')).toEqual([
      'CANCELLED',
      'send_for_signing',
    ]);
    expect(
      allowedContractActions(
        aContract({ status: 'waitingforsignatures', signatures: [{ userId: 'u-1', signedAt: 'x' }] }),
        'u-1',
      ),
    ).toEqual(['CANCELLED']);
  });
  it('allows exactly the moves of the table in its header, before anyone has signed', () => {
    // party action status → next, for a digital (d) and an E-Stamp (e) contract.
    const TABLE = `
      creator edit draft → draft/draft          creator edit rejected → draft/draft
      creator submit draft → pending/pending    counterparty APPROVED pending → agreed/agreed
      counterparty REJECTED pending → rejected/rejected
      creator send_for_signing agreed → waitingforsignatures/paymentpending
      creator pay_stamp_duty paymentpending → -/waitingforsignatures
      creator sign waitingforsignatures → waitingforsignatures/waitingforsignatures
      counterparty sign waitingforsignatures → waitingforsignatures/waitingforsignatures
      creator APPROVED signed → approved/approved
      creator CANCELLED draft → cancelled/cancelled        creator CANCELLED pending → cancelled/cancelled
      creator CANCELLED rejected → cancelled/cancelled     creator CANCELLED agreed → cancelled/cancelled
      creator CANCELLED paymentpending → cancelled/cancelled
      creator CANCELLED waitingforsignatures → cancelled/cancelled
      counterparty CANCELLED agreed → cancelled/cancelled
      counterparty CANCELLED paymentpending → cancelled/cancelled
      counterparty CANCELLED waitingforsignatures → cancelled/cancelled`;
    const allowed = new Map(
      [...TABLE.matchAll(/(\w+) (\w+) (\w+) → ([\w-]+)\/(\w+)/g)].map(([, p, a, st, d, e]) => [
        `${p} ${a} ${st}`,
        { d, e },
      ]),
    );
    const users = { creator: 'u-1', counterparty: 'u-2', stranger: 'u-3' } as const;
    for (const [party, user] of Object.entries(users))
      for (const action of CONTRACT_ACTIONS)
        for (const status of CONTRACT_STATUSES) {
          const row = allowed.get(`${party} ${action} ${status}`);
          const digital = nextContractStatus(aContract({ status, signatures: [] }), user, action);
          const stamped = nextContractStatus(eStamped({ status, signatures: [] }), user, action);
          const moves = `${party} ${action} ${status}`;
          expect(digital ?? '-', moves).toBe(row?.d ?? '-');
          expect(stamped ?? '-', moves).toBe(row?.e ?? '-');
        }
  });
});
