import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/messages';
import { documentStatusDisplay, istaStatusColour, rewardStatusColour } from './status-colours';

describe('status colours', () => {
  it('colours reward statuses as spec §3 says, ignoring case and spaces', () => {
    expect(rewardStatusColour('Eligible')).toBe('orange');
    expect(rewardStatusColour('Earned')).toBe('green');
    expect(rewardStatusColour('Paid')).toBe('blue');
    expect(rewardStatusColour('Rejected')).toBe('red');
    expect(rewardStatusColour(' cancelled ')).toBe('red');
    expect(rewardStatusColour('Pending')).toBe('black');
    expect(rewardStatusColour(null)).toBe('black');
  });

  it("colours ISTA statuses by the words 'progress' and 'completed'", () => {
    expect(istaStatusColour('In Progress')).toBe('orange');
    expect(istaStatusColour('Review completed')).toBe('green');
    expect(istaStatusColour('completed; re-check in progress')).toBe('orange');
    expect(istaStatusColour('failed')).toBe('grey');
    expect(istaStatusColour(undefined)).toBe('grey');
  });

  it('shows the document check verdicts with the catalogue texts', () => {
    expect(documentStatusDisplay('red')).toEqual({ text: 'Critical: Core Files Missing', colour: 'red' });
    expect(documentStatusDisplay('amber')).toEqual({
      text: 'Warning: Additional Files Missing',
      colour: 'amber',
    });
    expect(documentStatusDisplay('GREEN')).toEqual({ text: 'Complete: All Files Present', colour: 'green' });
    expect(documentStatusDisplay(null)).toEqual({ text: 'Status Unknown', colour: 'grey' });
  });

  it('shows any other document status as unknown in grey', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !['red', 'amber', 'green'].includes(s.trim().toLowerCase())),
        (s) => {
          expect(documentStatusDisplay(s)).toEqual({ text: MESSAGES.docStatusUnknown, colour: 'grey' });
        },
      ),
    );
  });
});
