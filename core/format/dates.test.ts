import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatChatTimestamp, formatDate, formatDateTime, ordinal } from './dates';

describe('date display', () => {
  it("shows 'MMM Do, YYYY' in UTC by default", () => {
    expect(formatDate('2026-01-05T15:04:00Z')).toBe('Jan 5th, 2026');
    expect(formatDate(new Date('2025-12-31T23:59:59Z'))).toBe('Dec 31st, 2025');
  });

  it("shows 'MMM Do, YYYY hh:mm A' with a two-digit 12-hour clock", () => {
    expect(formatDateTime('2026-01-05T15:04:00Z')).toBe('Jan 5th, 2026 03:04 PM');
    expect(formatDateTime('2026-03-22T00:07:00Z')).toBe('Mar 22nd, 2026 12:07 AM');
    expect(formatDateTime('2026-03-23T12:30:00Z')).toBe('Mar 23rd, 2026 12:30 PM');
  });

  it('shows the chat timestamp with the hour unpadded', () => {
    expect(formatChatTimestamp('2026-01-05T15:04:00Z')).toBe('Jan 5th 2026, 3:04 PM');
    expect(formatChatTimestamp('2026-01-11T09:00:00Z')).toBe('Jan 11th 2026, 9:00 AM');
  });

  it("uses the viewer's time zone when given", () => {
    expect(formatDate('2026-01-05T02:00:00Z', { timeZone: 'America/New_York' })).toBe('Jan 4th, 2026');
    expect(formatDateTime('2026-01-05T02:00:00Z', { timeZone: 'Asia/Kolkata' })).toBe(
      'Jan 5th, 2026 07:30 AM',
    );
  });

  it('shows a missing or unreadable date as a dash', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatChatTimestamp(undefined)).toBe('-');
  });

  it('gives English ordinal suffixes, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '30th',
      '31st',
    ]);
  });

  it('puts the UTC calendar day and year of any moment in the text', () => {
    const moment = fc.date({
      min: new Date('1970-01-01Z'),
      max: new Date('2200-01-01Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moment, (d) => {
        const text = formatDateTime(d);
        expect(text.startsWith(formatDate(d))).toBe(true);
        expect(formatDate(d)).toBe(
          `${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${ordinal(d.getUTCDate())}, ${d.getUTCFullYear()}`,
        );
        expect(text).toMatch(/ (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/);
      }),
    );
  });
});
