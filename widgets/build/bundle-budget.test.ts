/**
 * The size budgets of DESIGN.md, checked on every run: each family's IIFE is built exactly as
 * it is served and its gzip size as served (the build's Zopfli `.gz`), React included, must stay
 * within its budget. The figures are printed (with zlib level 9 beside them, for comparison with
 * other tools) so a change's cost is visible even when it fits.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildEsm, buildFamily } from './build-widgets';
import { FAMILIES, type FamilyBundle, type FamilyName } from './families';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('widget bundle budgets', () => {
  for (const name of Object.keys(FAMILIES) as FamilyName[]) {
    const family: FamilyBundle = FAMILIES[name];
    it(`keeps the ${name} family's IIFE within ${kb(family.budget)} gzip, React included`, async () => {
      const bundle = await buildFamily(name);
      const over = bundle.gzipBytes - family.budget;
      console.log(
        `${name} IIFE: ${kb(bundle.bytes)} minified, ${kb(bundle.gzipBytes)} gzip as served (zlib -9: ${kb(gzipSync(bundle.code, { level: 9 }).length)}; brotli ${kb(bundle.brotliBytes)}) — budget ${kb(family.budget)}${over > 0 ? `, ${kb(over)} over` : ''}`,
      );
      expect(bundle.code).not.toMatch(/process\.env/);
      expect(bundle.gzipBytes).toBeLessThanOrEqual(family.budget);
    });
  }

  it('builds the ESM bundle with React left to the page', async () => {
    const bundle = await buildEsm();
    console.log(`ESM: ${kb(bundle.bytes)} minified, ${kb(bundle.gzipBytes)} gzip, React external`);
    expect(bundle.code).toMatch(/from\s*["']react["']/);
    expect(bundle.code).not.toMatch(/react-dom-client\.production|Minified React error/);
  });
});
