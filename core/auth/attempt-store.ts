import type { AttemptRecord } from './throttle';

/** Failed-login counters per account and method. */
export interface AttemptStore {
  get(key: string): Promise<AttemptRecord | null>;
  /**
   * Writes `record` if the stored version is still `expectedVersion` (null: no record yet);
   * false when another failure was saved first.
   */
  save(record: AttemptRecord, expectedVersion: number | null): Promise<boolean>;
  /** Forgets the key's failures (after a successful login). */
  clear(key: string): Promise<void>;
}
