/**
 * Preloaded (`--import`) into a benchmarked child process: when the process exits, its peak
 * resident set size — worker threads included, as the kernel counts the process — is written to
 * the file `BENCH_RSS_FILE` names, in KiB. Nothing else changes in the child.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
