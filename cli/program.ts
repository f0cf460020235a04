/**
 * The `ispz` program: wires the commands (each in ./commands/<verb>.ts) and runs one command
 * line. Commander's own exits (help, version, a usage error) are turned into exit codes instead
 * of ending the process, so tests drive the real program with a captured `Io`.
 */
import { Command, CommanderError } from 'commander';
import { registerAudit } from './commands/audit';
import { registerAuth } from './commands/auth';
import { registerBids } from './commands/bids';
import { registerMigrate } from './commands/migrate';
import { registerOutbox } from './commands/outbox';
import { registerSeed } from './commands/seed';
import { registerServe } from './commands/serve';
import { registerStaking } from './commands/staking';
import { registerTape } from './commands/tape';
import { registerUsers } from './commands/users';
import type { CliContext } from './context';
import { EXIT } from './errors';

/** The program with every command; output goes to `ctx.io`. */
export function buildProgram(ctx: CliContext): Command {
  const program = new Command('ispz')
    .description(
      'Operate the loan-trading marketplace platform (SQLite by default, PostgreSQL with DATABASE_URL)',
    )
    .exitOverride()
    .configureOutput({
      writeOut: (text) => ctx.io.out(text.replace(/\n$/, '')),
      writeErr: (text) => ctx.io.err(text.replace(/\n$/, '')),
    })
    .showHelpAfterError('(add --help for usage)');
  for (const register of [
    registerServe,
    registerMigrate,
    registerSeed,
    registerTape,
    registerBids,
    registerStaking,
    registerUsers,
    registerOutbox,
    registerAudit,
    registerAuth,
  ])
    register(program, ctx);
  return program;
}

// Help asked for is a success; help shown because no command was given is a usage error.
const QUIET_EXITS = new Set(['commander.helpDisplayed', 'commander.version']);

/** Runs one command line (`args` without the node and script paths) and returns its exit code. */
export async function runCli(args: readonly string[], ctx: Omit<CliContext, 'setExitCode'>): Promise<number> {
  let code: number = EXIT.ok;
  const program = buildProgram({ ...ctx, setExitCode: (c) => (code = c) });
  try {
    await program.parseAsync([...args], { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) return QUIET_EXITS.has(error.code) ? EXIT.ok : EXIT.usage;
    throw error;
  }
}
