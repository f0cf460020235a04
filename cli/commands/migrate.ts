/** `ispz migrate`: brings the database to the latest schema (safe to run again, and from several processes at once). */
import type { Command } from 'commander';
import { action, type CliContext, withPlatform } from '../context';
import { printResult } from '../output';

export function registerMigrate(program: Command, ctx: CliContext): void {
  program
    .command('migrate')
    .description('Apply the database migrations not applied yet')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', '\nExample:\n  DATABASE_URL=postgres://app@db/ispz ispz migrate')
    .action(
      action(ctx, async (options: { json?: boolean }) =>
        withPlatform(
          ctx,
          async (platform) => {
            const applied = await platform.operations.migrate();
            return printResult(ctx.io, Boolean(options.json), { applied }, ({ applied: names }) =>
              names.length === 0
                ? 'The database is up to date.'
                : `Applied ${names.length} migration(s):\n${names.map((n) => `  ${n}`).join('\n')}`,
            );
          },
          { migrate: false },
        ),
      ),
    );
}
