import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * Runs a TypeScript worker script of this folder as an OS process of its own (through tsx) and
 * returns what it printed, parsed as JSON; rejects with its stderr when it fails.
 */
export function runWorker<T>(script: string, args: readonly string[]): Promise<T> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, script), ...args],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done(JSON.parse(out) as T)
        : fail(new Error(`${script} ${args.join(' ')} exited ${code}: ${errors}`)),
    );
  });
}
