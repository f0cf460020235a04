import { attemptCloses } from './close-race';

/**
 * `attemptCloses` as an OS process of its own, for the cross-process race on a SQLite file.
 * Usage: node --import tsx close-race-worker.ts <url> <stipulation id> <closers as JSON>; prints the outcomes as JSON.
 */
const [url, stipulationId, closers] = process.argv.slice(2);
if (!url || !stipulationId || !closers)
  throw new Error('usage: close-race-worker.ts <url> <stipulation id> <closers JSON>');
process.stdout.write(JSON.stringify(await attemptCloses(url, stipulationId, JSON.parse(closers))));
