import type { Kysely } from 'kysely';
import type { DialectName } from './dialect';
import type { Database } from './schema';

/**
 * An open database. Queries use snake_case table and column names as declared in `schema.ts`
 * (no CamelCasePlugin: the names in code are the names in the database and in raw SQL, and the
 * stores map rows to domain objects explicitly anyway).
 */
export interface DbConnection {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /** Closes the SQLite handle or ends the PostgreSQL pool. */
  close(): Promise<void>;
}
