/**
 * Preloaded (`--import`) into a benchmarked child process: when the process exits, its peak
 * resident set size — worker threads included, as the kernel counts the process — is written to
 * the file `BENCH_RSS_FILE` names, in KiB. Nothing else changes in the child.
 *
 * The peak is the kernel's high-water mark of this process's own memory (`VmHWM` in
 * /proc/self/status). `process.resourceUsage().maxRSS` is not: Linux carries it over from the
 * parent through fork and exec, so a child spawned by a bench that had grown to a gigabyte
 * (`npm run bench` seeds a million loans before the tape import) reported the parent's size.
 * Where /proc is missing, `maxRSS` is the fallback.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** This process's peak resident set size in KiB (see the module header). */
export function peakRssKiB(): number {
  try {
    const hwm = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]);
  } catch {
    // not Linux: fall through
  }
  return process.resourceUsage().maxRSS;
}

const file = process.env.BENCH_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(peakRssKiB())));
