import { describe, expect, it } from 'vitest';
import type { TransferLoan } from './props';
import { transferSides } from './transfer-sides';
import { TRANSFER_TEXT } from './transfer-text';

const loan = (id: string, owner: string, winner?: string): TransferLoan =>
  ({
    _id: id,
    loan_header_properties: {
      loanOwnership: { recent_version: { isLoanTransferred: false, OwnedBy: owner } },
    },
    stakeholders: [
      { party: owner, persona: 'lender', hexID: '0', valid: true },
      ...(winner ? [{ party: winner, persona: 'winner' as const, hexID: '1', valid: true }] : []),
    ],
  }) as unknown as TransferLoan;

describe('the sides of a transfer', () => {
  it('has a lender sell to the one winner of the selected loans', () => {
    const loans = [loan('a', 'lender-1', 'inv-1'), loan('b', 'lender-1', 'inv-1')];
    expect(transferSides('lender', ['a', 'b'], loans)).toEqual({
      ok: true,
      investorId: 'inv-1',
      party: 'inv-1',
    });
  });

  it('refuses a lender whose loans have no winner yet, or several', () => {
    expect(transferSides('lender', ['a'], [loan('a', 'lender-1')])).toEqual({
      ok: false,
      message: TRANSFER_TEXT.noBuyer,
    });
    const split = [loan('a', 'lender-1', 'inv-1'), loan('b', 'lender-1', 'inv-2')];
    expect(transferSides('lender', ['a', 'b'], split)).toEqual({
      ok: false,
      message: TRANSFER_TEXT.severalBuyers,
    });
  });

  it('has an investor buy from the owner of the loans', () => {
    const loans = [loan('a', 'lender-1', 'inv-1')];
    expect(transferSides('investor', ['a'], loans)).toEqual({
      ok: true,
      lenderId: 'lender-1',
      party: 'lender-1',
    });
    const split = [loan('a', 'lender-1'), loan('b', 'lender-2')];
    expect(transferSides('investor', ['a', 'b'], split)).toEqual({
      ok: false,
      message: TRANSFER_TEXT.severalOwners,
    });
  });

  it('moves a lender’s loans to the named investor for an aggregator transfer', () => {
    expect(transferSides('lender', ['a'], undefined, 'inv-9')).toEqual({
      ok: true,
      investorId: 'inv-9',
      party: 'inv-9',
    });
  });

  it('explains when the rows are unknown or the persona transfers nothing', () => {
    expect(transferSides('investor', ['a'], undefined)).toEqual({
      ok: false,
      message: TRANSFER_TEXT.unknownLoans,
    });
    expect(transferSides('investor', ['a'], [loan('b', 'l')])).toEqual({
      ok: false,
      message: TRANSFER_TEXT.unknownLoans,
    });
    expect(transferSides('due_diligence', ['a'], [loan('a', 'l', 'i')])).toEqual({
      ok: false,
      message: TRANSFER_TEXT.notYours,
    });
  });
});
