/**
 * How a bidder's outcome is shown (spec §4: Won when bought, Pending while open, else Lost).
 * The spec names the words, not their colours; ours follow the status palette: Won green,
 * Pending amber (still running, like the hours left), Lost red, and a grey 'No bid' when the
 * bidder has not bid on the row. A word always goes with the colour (never colour alone).
 */
import type { StatusColour } from '../format/colours';
import type { BidderOutcome } from './bid';

/** The words and colours of an outcome cell. */
export interface OutcomeDisplay {
  readonly text: BidderOutcome | typeof NO_BID_TEXT;
  readonly colour: StatusColour;
}

/** The cell of a row the bidder has not bid on (ours; the spec has no word for it). */
export const NO_BID_TEXT = 'No bid';

const COLOURS: Readonly<Record<BidderOutcome, StatusColour>> = {
  Won: 'green',
  Pending: 'amber',
  Lost: 'red',
};

/**
 * The outcome cell of a bidding-table row.
 * @example outcomeDisplay('Won') // { text: 'Won', colour: 'green' }
 */
export function outcomeDisplay(outcome: BidderOutcome | null | undefined): OutcomeDisplay {
  if (!outcome) return { text: NO_BID_TEXT, colour: 'grey' };
  return { text: outcome, colour: COLOURS[outcome] };
}
