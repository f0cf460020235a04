/** The only source of new identifiers for core. Ids sort by creation time (UUID v7 in production). */
export interface Ids {
  next(): string;
}

/** Deterministic ids (`prefix-000001`, …) for tests. */
export function sequentialIds(prefix = 'id'): Ids {
  let n = 0;
  return { next: () => `${prefix}-${String(++n).padStart(6, '0')}` };
}
