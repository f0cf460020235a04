import { describe, expect, it } from 'vitest';
import { systemClock } from './system-clock';
import { uuidV7Ids } from './uuid-v7-ids';

describe('the system clock', () => {
  it('tells the current time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('hands out a new Date each time, so callers cannot move it', () => {
    const a = systemClock.now();
    a.setFullYear(1999);
    expect(systemClock.now().getFullYear()).toBeGreaterThan(2000);
  });
});

describe('UUID v7 ids', () => {
  const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are version-7 UUIDs, unique, and sort in the order they were made', () => {
    const ids = Array.from({ length: 5000 }, () => uuidV7Ids.next());
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('carry the time they were made in their first 48 bits', () => {
    const before = Date.now();
    const id = uuidV7Ids.next();
    const millis = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });
});
