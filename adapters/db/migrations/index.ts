import type { Migration } from 'kysely';
import { migration0001 } from './0001-trading-core';

/**
 * Every migration, in order, listed in code (no folder scanning: works under tsx and in a
 * bundle). Names sort in the order they run. Append only: a released migration is never edited,
 * renamed or removed — the database records which names it has run.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_trading_core': migration0001,
};
