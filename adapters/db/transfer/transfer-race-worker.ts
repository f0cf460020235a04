import { attemptTransfers } from './transfer-race';

/**
 * `attemptTransfers` as an OS process of its own, for the cross-process race on a SQLite file.
 * Usage: node --import tsx transfer-race-worker.ts <url> <attempts as JSON>; prints the outcomes as JSON.
 */
const [url, attempts] = process.argv.slice(2);
if (!url || !attempts) throw new Error('usage: transfer-race-worker.ts <url> <attempts JSON>');
process.stdout.write(JSON.stringify(await attemptTransfers(url, JSON.parse(attempts))));
