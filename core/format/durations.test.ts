import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatDurationBetween } from './durations';

const HOUR = 3_600_000;

describe('durations', () => {
  it('shows days and hours, singular for one, leaving out a zero part', () => {
    expect(formatDuration(27 * HOUR)).toBe('1 day 3 hours');
    expect(formatDuration(49 * HOUR)).toBe('2 days 1 hour');
    expect(formatDuration(48 * HOUR)).toBe('2 days');
    expect(formatDuration(5 * HOUR + 59 * 60_000)).toBe('5 hours');
  });

  it('shows anything under an hour, negative or broken as zero hours', () => {
    expect(formatDuration(59 * 60_000)).toBe('0 hours');
    expect(formatDuration(-5 * HOUR)).toBe('0 hours');
    expect(formatDuration(Number.NaN)).toBe('0 hours');
  });

  it('measures between two moments in either order', () => {
    const a = new Date('2026-01-01T00:00:00Z');
    const b = new Date('2026-01-03T05:00:00Z');
    expect(formatDurationBetween(a, b)).toBe('2 days 5 hours');
    expect(formatDurationBetween(b, a)).toBe('2 days 5 hours');
  });

  it('accounts for every whole hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (ms) => {
        const m = /^(?:(\d+) days?)? ?(?:(\d+) hours?)?$/.exec(formatDuration(ms));
        expect(m).not.toBeNull();
        const hours = Number(m![1] ?? 0) * 24 + Number(m![2] ?? 0);
        expect(hours).toBe(Math.floor(ms / HOUR));
      }),
    );
  });
});
