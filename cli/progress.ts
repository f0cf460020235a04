import { SingleBar } from 'cli-progress';
import type { Io } from './output';

/**
 * Progress of long work (imports, exports, closes), always on stderr so stdout stays the
 * command's result. Drawn as a bar when stderr is a terminal; `--progress` asks for it anyway,
 * as plain lines when stderr is a file or a pipe (logs, tests). `--json` turns the automatic
 * bar off (a script reading JSON does not want a terminal animation), but not an explicit
 * `--progress`, whose lines still go to stderr only.
 */
export interface Progress {
  /** Where the work is; `stage` names the part under way (read, rows, store …). */
  update(done: number, total: number, stage?: string): void;
  /** Ends the bar; may be called more than once. */
  stop(): void;
}

export interface ProgressOptions {
  /** The command prints JSON. */
  readonly json?: boolean;
  /** `--progress` was given. */
  readonly forced?: boolean;
}

export type ProgressMode = 'bar' | 'lines' | 'off';

/** How progress is shown for `io` and the command's options. */
export function progressMode(io: Pick<Io, 'interactive'>, options: ProgressOptions = {}): ProgressMode {
  if (options.forced) return io.interactive ? 'bar' : 'lines';
  if (options.json) return 'off';
  return io.interactive ? 'bar' : 'off';
}

/** The `--progress` option every long-running command takes. */
export const PROGRESS_FLAG = [
  '--progress',
  'show progress on stderr even when it is not a terminal',
] as const;

const OFF: Progress = { update() {}, stop() {} };

export function progress(io: Io, label: string, options: ProgressOptions = {}): Progress {
  const mode = progressMode(io, options);
  if (mode === 'off') return OFF;
  return mode === 'bar' ? bar(label) : lines(io, label);
}

function bar(label: string): Progress {
  const drawn = new SingleBar({
    format: `${label} {stage}[{bar}] {percentage}% | {value}/{total}`,
    stream: process.stderr,
    hideCursor: true,
  });
  let started = false;
  return {
    update(done, total, stage) {
      const payload = { stage: stage ? `${stage} ` : '' };
      if (!started) {
        drawn.start(total, done, payload);
        started = true;
      } else {
        drawn.setTotal(total);
        drawn.update(done, payload);
      }
    },
    stop() {
      if (started) drawn.stop();
      started = false;
    },
  };
}

/** One line per stage change and per tenth of the way, so a log is not flooded. */
function lines(io: Io, label: string): Progress {
  let last: { stage: string; tenth: number } | null = null;
  return {
    update(done, total, stage = '') {
      const tenth = total > 0 ? Math.floor((Math.min(done, total) / total) * 10) : 10;
      if (last && last.stage === stage && last.tenth === tenth) return;
      last = { stage, tenth };
      const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 100;
      io.err(`${label}${stage ? ` ${stage}` : ''}: ${done}/${total} (${percent}%)`);
    },
    stop() {},
  };
}
