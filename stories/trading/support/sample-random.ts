/**
 * A small seeded random source for the story samples: the same seed gives the same loans on
 * every run (stories and the benchmark compare like with like), with no dependency.
 */

/** A deterministic random source (mulberry32). */
export interface SampleRandom {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max) rounded to `digits` decimals. */
  decimal(min: number, max: number, digits: number): number;
  pick<T>(items: readonly T[]): T;
}

/** A random source seeded by `seed`. */
export function sampleRandom(seed: number): SampleRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    decimal: (min, max, digits) => Number((min + next() * (max - min)).toFixed(digits)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

/** A stable id of the API's shape (uuid-like) for sample row `index` of `kind`. */
export function sampleId(kind: number, index: number): string {
  const hex = (n: number, width: number) => n.toString(16).padStart(width, '0').slice(-width);
  return `01a21927-${hex(kind, 4)}-7${hex(index >>> 12, 3)}-8${hex(index & 0xfff, 3)}-${hex(index * 2654435761, 12)}`;
}
