/**
 * A process that imports a tape file and is killed half-way (for kill-during-import.test.ts):
 * the real pipeline on the real database, except that right after the loans are written inside
 * the import's transaction it prints `WROTE <n>` and waits there, holding the transaction open,
 * for the SIGKILL that ends it.
 *
 * Usage: node --import tsx import-until-killed.ts <database url> <data dir> <tape file>
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Actor } from '../../../core/permissions/actor';
import type { TradingDeps } from '../../../core/ports/stores';
import { localDiskBlobStore } from '../../blob/local-disk-blob-store';
import { openDatabase } from '../../db/connection';
import { kyselyStores } from '../../db/stores';
import { kyselyUnitOfWork } from '../../db/unit-of-work';
import { systemClock } from '../../system/system-clock';
import { uuidV7Ids } from '../../system/uuid-v7-ids';
import { importTapeFile } from '../import-tape-file';
import { kyselyTapeFileServices } from '../tape-file-services';

const [url, dataDir, file] = process.argv.slice(2) as [string, string, string];
const lender: Actor = {
  userId: 'lender-1',
  role: 'BUSINESSADMIN',
  persona: 'lender',
  name: 'Lakeside Lending',
};

const connection = openDatabase(url);
const trading: TradingDeps = {
  uow: kyselyUnitOfWork(connection.db, connection.dialect, (tx, dialect) => {
    const stores = kyselyStores(tx, dialect);
    return {
      ...stores,
      loans: {
        ...stores.loans,
        async insertMany(loans) {
          await stores.loans.insertMany(loans);
          process.stdout.write(`WROTE ${loans.length}\n`);
          // Keep the process (and the open transaction) alive until it is killed.
          setInterval(() => {}, 60_000);
          await new Promise(() => {});
        },
      },
    };
  }),
  clock: systemClock,
  ids: uuidV7Ids,
};

await importTapeFile(
  {
    trading,
    blobs: localDiskBlobStore(join(dataDir, 'blobs')),
    ...kyselyTapeFileServices(connection, systemClock),
  },
  lender,
  { tapeName: 'Killed', fileName: basename(file), bytes: await readFile(file), update: false },
);
process.stdout.write('FINISHED\n');
