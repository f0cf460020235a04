import { raceForBids } from './bid-race';

/**
 * `raceForBids` as an OS process of its own, for the cross-process race on a SQLite file.
 * Usage: node --import tsx bid-race-worker.ts <url> <name> <bidders> <bids> <ready file>;
 * prints its report as JSON.
 */
const [url, name, bidders, bids, readyFile] = process.argv.slice(2);
if (!url || !name || !bidders || !bids || !readyFile)
  throw new Error('usage: bid-race-worker.ts <url> <name> <bidders> <bids> <ready file>');
process.stdout.write(JSON.stringify(await raceForBids(url, name, Number(bidders), Number(bids), readyFile)));
