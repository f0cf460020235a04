/**
 * The machine a benchmark ran on, as its JSON summary records it (the shape of
 * tape-import-summary.ts): these machines are shared and noisy, so a figure means little without
 * the cores, the CPU, the memory, Node's version and the load average around the run.
 */
import { cpus, loadavg, totalmem } from 'node:os';

/** What a summary says about the machine. */
export interface BenchMachine {
  readonly cpus: number;
  readonly cpu: string;
  readonly memoryGiB: number;
  readonly node: string;
  /** 1-minute load average when the runs started and ended: the machine is shared. */
  readonly load: readonly [number, number];
}

/** The 1-minute load average now: take it before the runs, hand it to `benchMachine` after. */
export function loadNow(): number {
  return loadavg()[0] ?? 0;
}

/** This machine, with the load average taken before the runs (`loadBefore`) and now. */
export function benchMachine(loadBefore: number): BenchMachine {
  const cpu = cpus();
  return {
    cpus: cpu.length,
    cpu: cpu[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    load: [loadBefore, loadNow()],
  };
}

/** `2 × Intel(R) Xeon(R) …, 8 GiB, Node v20.19.5, load 0.6 → 1.9`: the machine in one line. */
export function formatMachine(machine: BenchMachine): string {
  const [before, after] = machine.load;
  return `${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}, load ${before.toFixed(1)} → ${after.toFixed(1)}`;
}
