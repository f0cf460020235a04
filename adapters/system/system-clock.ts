import type { Clock } from '../../core/ports/clock';

/** The machine's clock: the `Clock` of production (tests use `fixedClock` from core). */
export const systemClock: Clock = {
  now: () => new Date(),
};
