import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expireIn } from './expire-in';

const now = new Date('2026-01-05T12:00:00Z');
const fromNow = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('expire in', () => {
  it('shows whole days in green while a day or more is left', () => {
    expect(expireIn(fromNow(3 * DAY), now)).toMatchObject({ text: '3 days', colour: 'green', unit: 'days' });
    expect(expireIn(fromNow(DAY + 23 * HOUR), now)).toMatchObject({ text: '1 day', colour: 'green' });
  });

  it('shows hours in amber on the last day', () => {
    expect(expireIn(fromNow(DAY - 1), now)).toMatchObject({
      text: '23 hours',
      colour: 'amber',
      unit: 'hours',
    });
    expect(expireIn(fromNow(HOUR), now)).toMatchObject({ text: '1 hour', colour: 'amber' });
  });

  it('shows minutes in amber on the last hour, rounded up', () => {
    expect(expireIn(fromNow(30 * MIN), now)).toMatchObject({
      text: '30 minutes',
      colour: 'amber',
      unit: 'minutes',
    });
    expect(expireIn(fromNow(1), now)).toMatchObject({ text: '1 minute', colour: 'amber' });
  });

  it("shows 'Expired' in red from the exact moment of validTill", () => {
    expect(expireIn(fromNow(0), now)).toEqual({
      text: 'Expired',
      colour: 'red',
      unit: 'expired',
      remainingMs: 0,
    });
    expect(expireIn(fromNow(-DAY), now).text).toBe('Expired');
  });

  it('treats an unreadable validTill as expired', () => {
    expect(expireIn('someday', now).text).toBe('Expired');
  });

  it("is 'Expired' iff now ≥ validTill, and red iff expired", () => {
    fc.assert(
      fc.property(fc.integer({ min: -400 * DAY, max: 400 * DAY }), (offset) => {
        const shown = expireIn(fromNow(offset), now);
        expect(shown.text === 'Expired').toBe(offset <= 0);
        expect(shown.colour === 'red').toBe(offset <= 0);
        if (offset > 0) expect(shown.remainingMs).toBe(offset);
      }),
    );
  });

  it('never shows zero of a unit while time is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 * DAY }), (offset) => {
        expect(expireIn(fromNow(offset), now).text).not.toMatch(/^0 /);
      }),
    );
  });
});
