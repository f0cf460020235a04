/**
 * The `ispz` command as an OS process of its own (through tsx), the way cron or a shell runs it:
 * for what one process cannot show — two commands at once on one database, a signal.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = resolve(ROOT, 'cli/main.ts');

export interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly out: string;
  readonly err: string;
}

export interface Spawned {
  readonly child: ChildProcess;
  /** Resolves with the first stdout line matching `pattern`. */
  waitFor(pattern: RegExp): Promise<string>;
  readonly finished: Promise<Finished>;
}

/** Starts `ispz <args>` with `env` added to this process's environment. */
export function spawnCli(args: readonly string[], env: Readonly<Record<string, string>>): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const waiters: { pattern: RegExp; found: (line: string) => void }[] = [];
  child.stdout!.on('data', (chunk) => {
    out += chunk;
    for (const w of [...waiters]) {
      const line = out.split('\n').find((l) => w.pattern.test(l));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(w), 1);
        w.found(line);
      }
    }
  });
  child.stderr!.on('data', (chunk) => {
    err += chunk;
  });
  const finished = new Promise<Finished>((done, fail) => {
    child.on('error', fail);
    child.on('close', (code, signal) => done({ code, signal, out, err }));
  });
  return {
    child,
    finished,
    waitFor: (pattern) =>
      new Promise((found, fail) => {
        waiters.push({ pattern, found });
        finished.then((f) =>
          fail(new Error(`exited (${f.code ?? f.signal}) before printing ${pattern}: ${f.err}`)),
        );
      }),
  };
}
