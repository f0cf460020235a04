import { openDatabase } from '../connection';
import { migrateToLatest } from '../migrator';

/**
 * Migrates the database at `url` from a process of its own and prints the migrations it
 * applied as JSON: for the test of several processes migrating at once.
 * Usage: node --import tsx migrate-worker.ts <url> <start at, epoch ms> — every process loads first,
 * then all start migrating at the same moment.
 */
const [url, startAt] = process.argv.slice(2);
if (!url || !startAt) throw new Error('usage: migrate-worker.ts <url> <start at>');
const database = openDatabase(url);
await new Promise((wake) => setTimeout(wake, Math.max(0, Number(startAt) - Date.now())));
try {
  process.stdout.write(JSON.stringify(await migrateToLatest(database.db)));
} finally {
  await database.close();
}
