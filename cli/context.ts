/**
 * What every command runs with: where it writes (`Io`), the environment its configuration comes
 * from, and how it opens the platform (the composition root; tests pass cheap crypto and a
 * fixed clock). A command returns its exit code; `run` turns an unexpected failure into exit 70.
 */
import type { z } from 'zod';
import { createPlatform, type Platform, type PlatformOptions } from '../adapters/compose';
import { loadConfig } from '../adapters/config';
import type { TapeFileServices } from '../adapters/tapes/tape-file-services';
import { EXIT, exitCodeOfFailure } from './errors';
import type { Io } from './output';

export interface CliContext {
  readonly io: Io;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Options every platform this context opens is built with (tests: crypto, log). */
  readonly platformOptions?: PlatformOptions;
  /** Where the outcome of the command that ran is reported. */
  setExitCode(code: number): void;
}

/** Opens the platform of `ctx.env`, runs `work`, and closes it whatever happens. */
export async function withPlatform(
  ctx: CliContext,
  work: (platform: Platform, tapeFiles: TapeFileServices) => Promise<number>,
  options: PlatformOptions = {},
): Promise<number> {
  const platform = await createPlatform(loadConfig(ctx.env), {
    log: (message, error) => ctx.io.err(`${message} ${error instanceof Error ? error.message : ''}`.trim()),
    ...ctx.platformOptions,
    ...options,
  });
  try {
    return await work(platform, platform.tapeFiles);
  } finally {
    await platform.close();
  }
}

/** A commander action that runs `command` and reports its exit code; a crash is 78 (configuration), 66 (no input file) or 70. */
export function action<A extends unknown[]>(ctx: CliContext, command: (...args: A) => Promise<number>) {
  return async (...args: A): Promise<void> => {
    try {
      ctx.setExitCode(await command(...args));
    } catch (error) {
      const code = exitCodeOfFailure(error);
      const message = error instanceof Error ? error.message : String(error);
      ctx.io.err(code === EXIT.internal ? `internal error: ${message}` : `error: ${message}`);
      ctx.setExitCode(code);
    }
  };
}

/** Parses a command's options with zod; a bad option prints what is wrong and gives exit 64. */
export function parseOptions<S extends z.ZodType>(
  io: Io,
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; code: number } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  for (const issue of parsed.error.issues) {
    const where =
      issue.path.length > 0
        ? `--${String(issue.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: `
        : '';
    io.err(`error: ${where}${issue.message}`);
  }
  return { ok: false, code: EXIT.usage };
}
