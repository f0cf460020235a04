import { afterEach, beforeEach } from 'vitest';
import type { StoreHarness } from './store-harness';

/**
 * Gives each test of a contract suite a fresh backend from `make` and closes it afterwards.
 * Returns `run`, which runs one unit of work on the current test's backend.
 */
export function freshHarnessPerTest<S>(make: () => Promise<StoreHarness<S>>) {
  let h: StoreHarness<S>;
  beforeEach(async () => {
    h = await make();
  });
  afterEach(async () => {
    await h.close();
  });
  return <T>(work: (stores: S) => Promise<T>): Promise<T> => h.uow.run(work);
}
