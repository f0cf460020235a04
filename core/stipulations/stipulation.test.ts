import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import type { LoanParties } from '../transfer/loan-parties';
import { aLoan } from '../transfer/testing/trade-fixture';
import { chatNotice, resolveButton, type Stipulation, senderHexId } from './stipulation';
import { counterparties, defaultSecondParty, resolvedForStage } from './stipulation-parties';
import { aThread } from './testing/stipulation-rows';

const party = (userId: string) => ({ userId, persona: null, name: userId, agreeToClosed: false });
/** A thread between users 'a' and 'b' without messages. */
const thread = (over: Partial<Stipulation> = {}): Stipulation =>
  aThread('s-1', { docInfo: 'info', partyA: party('a'), partyB: party('b'), messages: [], ...over });

describe('the resolve button and chat notice', () => {
  it('offers "Mark query as resolve" while open', () => {
    expect(resolveButton(thread(), 'a')).toEqual({ label: MESSAGES.markQueryAsResolve, disabled: false });
    expect(chatNotice(thread(), 'a')).toBeNull();
  });

  it('reads Resolved for the one who closed it and Stipulation Closed for the other', () => {
    const closed = thread({ closed: true, closedBy: 'b' });
    expect(resolveButton(closed, 'b')).toEqual({ label: MESSAGES.resolved, disabled: true });
    expect(resolveButton(closed, 'a')).toEqual({ label: MESSAGES.stipulationClosed, disabled: true });
    expect(chatNotice(closed, 'b')).toBe(MESSAGES.stipulationAlreadyClosed);
    expect(chatNotice(closed, 'a')).toBeNull();
  });
});

describe('sender hex id', () => {
  it('is 16 hex digits', () => {
    fc.assert(fc.property(fc.string(), (id) => /^[0-9a-f]{16}$/.test(senderHexId(id))));
  });

  it('tells different users apart', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => a === b || senderHexId(a) !== senderHexId(b)));
    expect(senderHexId('')).toBe('cbf29ce484222325'); // the FNV-1a 64 offset basis
  });
});

describe('who may raise a query with whom', () => {
  const dd = (investorId: string, ddFirmId: string) => ({
    id: `${investorId}-${ddFirmId}`,
    tapeName: 'Tape A',
    investorId,
    ddFirmId,
    fileBlobName: 'f',
    startedAt: '2026-01-01T00:00:00.000Z',
  });
  const parties: LoanParties = {
    loan: aLoan('loan-1', { ownerId: 'lender' }),
    cases: [dd('inv-1', 'firm-1'), dd('inv-2', 'firm-2')],
    winnerId: null,
  };

  it('pairs the owner with everyone in due diligence on the tape', () => {
    expect(counterparties(parties, 'lender')).toEqual(['inv-1', 'firm-1', 'inv-2', 'firm-2']);
  });

  it('pairs an investor with the owner and its own firm only, and a firm with the owner and its investor', () => {
    expect(counterparties(parties, 'inv-1')).toEqual(['lender', 'firm-1']);
    expect(counterparties(parties, 'firm-2')).toEqual(['lender', 'inv-2']);
    expect(defaultSecondParty(parties, 'firm-2')).toBe('lender');
  });

  it("sends a firm's query without a picked party to the owner, whichever investor engaged the firm first", () => {
    const twice: LoanParties = { ...parties, cases: [dd('inv-2', 'firm-1'), dd('inv-1', 'firm-1')] };
    expect(defaultSecondParty(twice, 'firm-1')).toBe('lender');
  });

  it('gives outsiders nobody', () => {
    expect(counterparties(parties, 'rating')).toEqual([]);
    expect(defaultSecondParty(parties, 'inv-1')).toBeNull();
  });
});

describe('resolved for this stage', () => {
  const closed = thread({ closed: true, closedBy: 'a' });
  it('holds for a closed thread of the same pair, in either order', () => {
    expect(resolvedForStage([closed], 'loan-1', 'Due-Diligence', 'a', 'b')).toBe(true);
    expect(resolvedForStage([closed], 'loan-1', 'Due-Diligence', 'b', 'a')).toBe(true);
  });

  it('does not hold for an open thread, another pair or another loan', () => {
    expect(resolvedForStage([thread()], 'loan-1', 'Due-Diligence', 'a', 'b')).toBe(false);
    expect(resolvedForStage([closed], 'loan-1', 'Due-Diligence', 'a', 'c')).toBe(false);
    expect(resolvedForStage([closed], 'loan-2', 'Due-Diligence', 'a', 'b')).toBe(false);
  });
});
