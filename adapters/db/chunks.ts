/**
 * Splits rows for multi-row statements. SQLite allows 32,766 bound parameters per statement and
 * PostgreSQL 65,535; `rowsPerStatement` keeps a statement of `columns` columns well below both.
 */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`chunk size must be a positive integer: ${size}`);
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const MAX_PARAMETERS = 30_000;

/** How many rows of `columns` columns fit in one statement's parameters. */
export function rowsPerStatement(columns: number): number {
  return Math.max(1, Math.floor(MAX_PARAMETERS / columns));
}
