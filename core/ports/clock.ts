/** The only source of "now" for core (house style §1). */
export interface Clock {
  now(): Date;
}

/** A clock that stands still until moved: for tests and for `bids close --now <iso>`. */
export function fixedClock(
  start: Date | string,
): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    set(at) {
      current = new Date(at);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}
