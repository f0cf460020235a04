/**
 * How a reservation's status reads on the screens (the spec shows none for hire orders, so the
 * words are ours): confirmed green, awaiting payment amber, released grey — always with the word.
 */
import type { StatusColour } from '../../format/colours';
import type { ReservationStatus } from './asset';

export interface ReservationStatusDisplay {
  readonly text: string;
  readonly colour: StatusColour;
}

const DISPLAY: Readonly<Record<ReservationStatus, ReservationStatusDisplay>> = {
  confirmed: { text: 'Confirmed', colour: 'green' },
  pending_payment: { text: 'Awaiting payment', colour: 'amber' },
  released: { text: 'Released', colour: 'grey' },
};

/** The word and colour of a reservation status; an unknown status reads as itself, in grey. */
export function reservationStatusDisplay(status: string): ReservationStatusDisplay {
  return Object.hasOwn(DISPLAY, status)
    ? DISPLAY[status as ReservationStatus]
    : { text: status, colour: 'grey' };
}
