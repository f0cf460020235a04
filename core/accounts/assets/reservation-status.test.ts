import { describe, expect, it } from 'vitest';
import { reservationStatusDisplay } from './reservation-status';

describe('how a hire order status reads', () => {
  it('names each status with its colour', () => {
    expect(reservationStatusDisplay('confirmed')).toEqual({ text: 'Confirmed', colour: 'green' });
    expect(reservationStatusDisplay('pending_payment')).toEqual({
      text: 'Awaiting payment',
      colour: 'amber',
    });
    expect(reservationStatusDisplay('released')).toEqual({ text: 'Released', colour: 'grey' });
  });

  it('shows a status it does not know as the word itself, in grey', () => {
    expect(reservationStatusDisplay('toString')).toEqual({ text: 'toString', colour: 'grey' });
  });
});
