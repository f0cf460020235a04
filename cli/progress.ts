import { SingleBar } from 'cli-progress';
import type { Io } from './output';

/** Progress of long work (imports, exports, closes), drawn on stderr only when it is a terminal; `stop` may be called more than once. */
export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

export function progress(io: Io, label: string): Progress {
  if (!io.interactive) return { update() {}, stop() {} };
  const bar = new SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total}`,
    stream: process.stderr,
    hideCursor: true,
  });
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, done);
        started = true;
      } else {
        bar.setTotal(total);
        bar.update(done);
      }
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}
