/**
 * The size budgets of DESIGN.md, checked on every run: each family's IIFE is built exactly as
 * it is served and its gzip (level 9) size, React included, must stay within its budget. The
 * figures are printed so a change's cost is visible even when it fits.
 */
import { describe, expect, it } from 'vitest';
import { buildEsm, buildFamily } from './build-widgets';
import { FAMILIES, type FamilyBundle, type FamilyName } from './families';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('widget bundle budgets', () => {
  for (const name of Object.keys(FAMILIES) as FamilyName[]) {
    const family: FamilyBundle = FAMILIES[name];
    const limit = family.ceiling ?? family.budget;
    const title = family.ceiling
      ? `keeps the ${name} family's IIFE under its ${kb(family.ceiling)} ceiling (budget ${kb(family.budget)}, not met yet)`
      : `keeps the ${name} family's IIFE within ${kb(family.budget)} gzip, React included`;
    it(title, async () => {
      const bundle = await buildFamily(name);
      const over = bundle.gzipBytes - family.budget;
      console.log(
        `${name} IIFE: ${kb(bundle.bytes)} minified, ${kb(bundle.gzipBytes)} gzip (budget ${kb(family.budget)}${over > 0 ? `, ${kb(over)} over` : ''})`,
      );
      expect(bundle.code).not.toMatch(/process\.env/);
      expect(bundle.gzipBytes).toBeLessThanOrEqual(limit);
    });
  }

  it('builds the ESM bundle with React left to the page', async () => {
    const bundle = await buildEsm();
    console.log(`ESM: ${kb(bundle.bytes)} minified, ${kb(bundle.gzipBytes)} gzip, React external`);
    expect(bundle.code).toMatch(/from\s*["']react["']/);
    expect(bundle.code).not.toMatch(/react-dom-client\.production|Minified React error/);
  });
});
