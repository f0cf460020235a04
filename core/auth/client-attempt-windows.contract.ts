import { beforeEach, describe, expect, it } from 'vitest';
import type { ClientAttemptWindows } from './client-attempt-windows';

const T0 = Date.parse('2026-01-15T12:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms);

/** The behaviour every `ClientAttemptWindows` must show (memory, SQLite, PostgreSQL). */
export function describeClientAttemptWindowsContract(
  name: string,
  make: () => Promise<ClientAttemptWindows>,
) {
  describe(`ClientAttemptWindows contract: ${name}`, () => {
    let windows: ClientAttemptWindows;
    beforeEach(async () => {
      windows = await make();
    });

    it('counts the attempts of a client within its window, each client apart', async () => {
      expect(await windows.hit('10.0.0.1', at(0), 60)).toBe(1);
      expect(await windows.hit('10.0.0.1', at(1_000), 60)).toBe(2);
      expect(await windows.hit('10.0.0.2', at(1_000), 60)).toBe(1);
      expect(await windows.hit('10.0.0.1', at(59_999), 60)).toBe(3);
    });

    it('starts a fresh window once the old one has run out', async () => {
      await windows.hit('10.0.0.1', at(0), 60);
      await windows.hit('10.0.0.1', at(10_000), 60);
      expect(await windows.hit('10.0.0.1', at(60_000), 60)).toBe(1);
      expect(await windows.hit('10.0.0.1', at(61_000), 60)).toBe(2);
    });

    it('counts every one of many concurrent hits exactly once', async () => {
      const counts = await Promise.all(Array.from({ length: 20 }, () => windows.hit('10.0.0.9', at(0), 60)));
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });

    it('purges windows that ended, keeping the others', async () => {
      await windows.hit('old', at(0), 60);
      await windows.hit('new', at(120_000), 60);
      expect(await windows.purge(at(60_000))).toBe(1);
      expect(await windows.hit('new', at(121_000), 60)).toBe(2);
      expect(await windows.hit('old', at(121_000), 60)).toBe(1);
    });
  });
}
