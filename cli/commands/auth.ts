/** `ispz auth purge`: deletes expired one-time codes, sign-on keys and failed-login counters that can no longer matter (safe at any time, e.g. from cron). */
import type { Command } from 'commander';
import { z } from 'zod';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { printResult } from '../output';

const Options = z.object({
  now: z.iso.datetime({ offset: true }).optional(),
  json: z.boolean().default(false),
});

export function registerAuth(program: Command, ctx: CliContext): void {
  const auth = program.command('auth').description('Housekeeping of sign-in data');
  auth
    .command('purge')
    .description('Delete expired OTPs, single sign-on codes, social sign-in keys and failed-login counters')
    .option('--now <iso>', 'treat this instant as now (default: the clock)')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', '\nExample (cron, hourly):\n  0 * * * * ispz auth purge')
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, Options, raw);
        if (!options.ok) return options.code;
        return withPlatform(ctx, async (platform) => {
          const now = options.value.now ? new Date(options.value.now) : platform.clock.now();
          const purged = await platform.operations.purgeExpiredAuth(now);
          return printResult(
            ctx.io,
            options.value.json,
            purged,
            (p) =>
              `Purged ${p.otps} OTPs, ${p.ssoCodes} sign-on codes, ${p.socialRegistrations} social sign-in keys, ${p.loginAttempts} failed-sign-in counters and ${p.clientWindows} client attempt windows.`,
          );
        });
      }),
    );
}
