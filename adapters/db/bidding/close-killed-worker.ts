/**
 * A closer as an OS process of its own, to be killed with SIGKILL mid-close by
 * `close-killed.test.ts`. Usage: node --import tsx close-killed-worker.ts <url> <batch size>;
 * prints one line per committed batch, then keeps closing until killed or done.
 */
import { closeExpiredBids } from '../../../core/bidding/close-expired-bids';
import { SYSTEM_ACTOR } from '../../../core/permissions/actor';
import { systemClock } from '../../system/system-clock';
import { uuidV7Ids } from '../../system/uuid-v7-ids';
import { openDatabase } from '../connection';
import { kyselyStores } from '../stores';
import { kyselyUnitOfWork } from '../unit-of-work';

const [url, batchSize] = process.argv.slice(2);
if (!url || !batchSize) throw new Error('usage: close-killed-worker.ts <url> <batch size>');
const database = openDatabase(url, { poolSize: 2 });
const deps = {
  uow: kyselyUnitOfWork(database.db, database.dialect, kyselyStores),
  clock: systemClock,
  ids: uuidV7Ids,
};
await closeExpiredBids(deps, SYSTEM_ACTOR, {
  batchSize: Number(batchSize),
  onProgress: (p) => process.stdout.write(`closed ${p.closed}\n`),
});
process.stdout.write('done\n');
await database.close();
