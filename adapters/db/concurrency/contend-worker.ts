import { contend } from './contend';

/**
 * `contend` as an OS process of its own, for the cross-process test on a SQLite file.
 * Usage: node --import tsx contend-worker.ts <url> <name> <id,id,…> <rounds>; prints the wins as JSON.
 */
const [url, name, loanList, rounds] = process.argv.slice(2);
if (!url || !name || !loanList || !rounds)
  throw new Error('usage: contend-worker.ts <url> <name> <ids> <rounds>');
process.stdout.write(JSON.stringify(await contend(url, name, loanList.split(','), Number(rounds))));
