import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { patchStores } from '../../core/testing/patch-stores';
import { DEMO_TAPES } from '../../fixtures/tapes/build';
import { importTapeFile } from './import-tape-file';
import { CAST, fixtureFile, type TapeWorld, tapeWorld } from './testing/tape-world';

let w: TapeWorld;
beforeEach(async () => {
  w = await tapeWorld();
});
afterEach(() => w.close());

describe('an import that fails half-way', () => {
  it('leaves no tape, loan or audit entry behind', async () => {
    const failing = {
      ...w.deps,
      trading: patchStores(w.deps.trading, () => ({
        audit: {
          append: async () => {
            throw new Error('disk full');
          },
          appendMany: async () => {
            throw new Error('disk full');
          },
        },
      })),
    };
    const bytes = await fixtureFile(DEMO_TAPES.platform.file);
    const input = { tapeName: 'Half', fileName: 'p.csv', bytes, update: false };
    await expect(importTapeFile(failing, CAST.lender, input)).rejects.toThrow('disk full');
    expect(await w.read().tapes.list()).toEqual([]);
    expect((await w.everyLoan()).total).toBe(0);
    expect(w.audit()).toEqual([]);
  });
});
