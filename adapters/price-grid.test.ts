import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ILLUSTRATIVE_ADJUSTMENT_GRID } from '../core/analytics/illustrative-adjustment-grid';
import { ConfigError } from './config';
import { loadPriceGrid } from './price-grid';

const dir = mkdtempSync(join(tmpdir(), 'ispz-grid-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("the deployment's price grid", () => {
  it('is the illustrative grid when no file is named', async () => {
    expect(await loadPriceGrid(null)).toBe(ILLUSTRATIVE_ADJUSTMENT_GRID);
  });

  it('is read from the named file when it holds a valid grid', async () => {
    const flat = {
      ...ILLUSTRATIVE_ADJUSTMENT_GRID,
      name: 'Flat',
      matrix: ILLUSTRATIVE_ADJUSTMENT_GRID.matrix.map((row) => row.map(() => 0.5)),
    };
    expect(await loadPriceGrid(file('flat.json', JSON.stringify(flat)))).toEqual(flat);
  });

  it('stops the start with a configuration error for a missing file, bad JSON or an invalid grid', async () => {
    await expect(loadPriceGrid(join(dir, 'missing.json'))).rejects.toThrow(ConfigError);
    await expect(loadPriceGrid(file('bad.json', '{"name":'))).rejects.toThrow(/is not JSON/);
    const invalid = { ...ILLUSTRATIVE_ADJUSTMENT_GRID, matrix: [] };
    await expect(loadPriceGrid(file('invalid.json', JSON.stringify(invalid)))).rejects.toThrow(
      /is not a valid price-adjustment grid:\n {2}\(grid\): one matrix row per credit-score floor/,
    );
  });
});
