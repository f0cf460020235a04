/**
 * What the tape-file pipeline needs beyond the trading use cases: the saved column mappings and
 * the index of import reports, built on the platform's database (or in memory for tests). The
 * HTTP routes and the CLI receive the same services.
 */
import type { BlobStore } from '../../core/ports/blob-store';
import type { Clock } from '../../core/ports/clock';
import type { TradingDeps } from '../../core/ports/stores';
import type { FieldMappingDeps } from '../../core/tapes/field-mapping-store';
import { type ImportReportStore, memoryImportReportStore } from '../../core/tapes/import-reports';
import { memoryFieldMappingStore } from '../../core/tapes/memory-field-mapping-store';
import { MemoryDb, memoryUnitOfWork } from '../../core/testing/memory-db';
import type { DbConnection } from '../db/connection';
import { kyselyFieldMappingStore } from '../db/tapes/kysely-field-mapping-store';
import { kyselyImportReportStore } from '../db/tapes/kysely-import-report-store';
import { kyselyUnitOfWork } from '../db/unit-of-work';

export interface TapeFileServices {
  readonly fieldMappings: FieldMappingDeps;
  readonly reports: ImportReportStore;
}

/** Everything an import or a tape export is run with. */
export interface TapeDeps extends TapeFileServices {
  readonly trading: TradingDeps;
  readonly blobs: BlobStore;
}

/**
 * The services on the platform's database.
 *
 * @example
 * const tapeFiles = kyselyTapeFileServices(platform.connection, platform.clock);
 */
export function kyselyTapeFileServices(connection: DbConnection, clock: Clock): TapeFileServices {
  const { db, dialect } = connection;
  return {
    fieldMappings: {
      uow: kyselyUnitOfWork(db, dialect, (tx, d) => ({ fieldMappings: kyselyFieldMappingStore(tx, d) })),
      clock,
    },
    reports: kyselyImportReportStore(db),
  };
}

/** The services in memory (tests and the in-memory HTTP world). */
export function memoryTapeFileServices(clock: Clock): TapeFileServices {
  const db = new MemoryDb();
  return {
    fieldMappings: {
      uow: memoryUnitOfWork(db, (tx) => ({ fieldMappings: memoryFieldMappingStore(tx) })),
      clock,
    },
    reports: memoryImportReportStore(),
  };
}
