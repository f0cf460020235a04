import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUS_COLOURS } from '../../format/colours';
import { CONTRACT_STATUSES } from './contract';
import { contractActionLabel, contractMoveKind, contractStatusDisplay } from './contract-display';
import { CONTRACT_ACTIONS } from './contract-machine';

describe('contract status display', () => {
  it('gives every spec status its own word and a palette colour', () => {
    const words = CONTRACT_STATUSES.map((s) => contractStatusDisplay(s).text);
    expect(new Set(words).size).toBe(CONTRACT_STATUSES.length);
    for (const s of CONTRACT_STATUSES) expect(STATUS_COLOURS).toContain(contractStatusDisplay(s).colour);
  });

  it('shows contracts in force green, rejected red, and waits amber', () => {
    expect(contractStatusDisplay('approved')).toEqual({ text: 'Approved', colour: 'green' });
    expect(contractStatusDisplay('signed').colour).toBe('green');
    expect(contractStatusDisplay('rejected')).toEqual({ text: 'Rejected', colour: 'red' });
    expect(contractStatusDisplay('pending').colour).toBe('amber');
    expect(contractStatusDisplay('paymentpending')).toEqual({ text: 'Payment pending', colour: 'amber' });
    expect(contractStatusDisplay('waitingforsignatures').text).toBe('Waiting for signatures');
  });

  it('shows an unknown status as it is, in grey', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.constantFrom('constructor', 'toString', '__proto__'))
          .filter((s) => !(CONTRACT_STATUSES as readonly string[]).includes(s)),
        (s) => {
          expect(contractStatusDisplay(s)).toEqual({ text: s, colour: 'grey' });
        },
      ),
    );
  });

  it('names every action, and tells the form, the payment and the moves apart', () => {
    for (const a of CONTRACT_ACTIONS) expect(contractActionLabel(a)).not.toBe(a);
    expect(contractActionLabel('APPROVED')).toBe('Approve');
    expect(contractActionLabel('REJECTED')).toBe('Reject');
    expect(contractActionLabel('CANCELLED')).toBe('Cancel contract');
    expect(CONTRACT_ACTIONS.map(contractMoveKind)).toEqual([
      'edit',
      'move',
      'move',
      'move',
      'move',
      'move',
      'pay',
      'move',
    ]);
  });
});
