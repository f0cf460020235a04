import { describe, expect, it } from 'vitest';
import { BIDDER_OUTCOMES } from './bid';
import { NO_BID_TEXT, outcomeDisplay } from './outcome-display';

describe('the outcome cell of a bidding row', () => {
  it('shows Won green, Pending amber and Lost red, each with its word', () => {
    expect(outcomeDisplay('Won')).toEqual({ text: 'Won', colour: 'green' });
    expect(outcomeDisplay('Pending')).toEqual({ text: 'Pending', colour: 'amber' });
    expect(outcomeDisplay('Lost')).toEqual({ text: 'Lost', colour: 'red' });
  });

  it('gives every outcome a different colour', () => {
    const colours = BIDDER_OUTCOMES.map((o) => outcomeDisplay(o).colour);
    expect(new Set(colours).size).toBe(BIDDER_OUTCOMES.length);
  });

  it('shows a grey word when the bidder has not bid', () => {
    expect(outcomeDisplay(null)).toEqual({ text: NO_BID_TEXT, colour: 'grey' });
    expect(outcomeDisplay(undefined).colour).toBe('grey');
  });
});
