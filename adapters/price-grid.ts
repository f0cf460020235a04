/**
 * The deployment's price-adjustment grid (spec §7 get_price_adjustment): the JSON file named by
 * `PRICE_GRID_FILE`, validated once at start-up, or the illustrative grid when none is named.
 * A file that cannot be read or is no valid grid stops the start with a `ConfigError` naming
 * what is wrong — a wrong grid would misprice every loan silently.
 */
import { readFile } from 'node:fs/promises';
import { type AdjustmentGrid, validateAdjustmentGrid } from '../core/analytics/adjustment-grid';
import { ILLUSTRATIVE_ADJUSTMENT_GRID } from '../core/analytics/illustrative-adjustment-grid';
import { ConfigError } from './config';

/** Grid files are small tables; anything larger is not one. */
const MAX_GRID_BYTES = 1_000_000;

export async function loadPriceGrid(file: string | null): Promise<AdjustmentGrid> {
  if (file === null) return ILLUSTRATIVE_ADJUSTMENT_GRID;
  let text: string;
  try {
    const bytes = await readFile(file);
    if (bytes.length > MAX_GRID_BYTES) throw new Error(`larger than ${MAX_GRID_BYTES} bytes`);
    text = bytes.toString('utf8');
  } catch (e) {
    throw new ConfigError(`PRICE_GRID_FILE ${file} cannot be read: ${(e as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(`PRICE_GRID_FILE ${file} is not JSON: ${(e as Error).message}`);
  }
  const grid = validateAdjustmentGrid(json);
  if (grid.ok) return grid.value;
  const issues = (grid.error.details?.issues ?? []) as { path: string; message: string }[];
  const where = issues.map((i) => `  ${i.path || '(grid)'}: ${i.message}`).join('\n');
  throw new ConfigError(`PRICE_GRID_FILE ${file} is not a valid price-adjustment grid:\n${where}`);
}
