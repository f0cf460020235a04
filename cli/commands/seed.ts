/**
 * `ispz seed --demo`: seeds the demo (adapters/seed): the Agrifields tenant, an account for
 * every persona, two 60-loan tapes and the trading story around them. Idempotent: a second run
 * changes nothing. Refused in production, where demo accounts with a published password must
 * never exist.
 */
import type { Command } from 'commander';
import { z } from 'zod';
import { seedDemo } from '../../adapters/seed/seed-demo';
import type { SeedSummary } from '../../adapters/seed/summary';
import { domainError } from '../../core/errors/domain-error';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { EXIT } from '../errors';
import { printRefusal, printResult, table } from '../output';

const Options = z.object({ demo: z.boolean().default(false), json: z.boolean().default(false) });

/** The logins of a seeded demo, for people. */
export function demoLogins(summary: Pick<SeedSummary, 'logins' | 'password'>): string {
  return `${table(
    ['email', 'who'],
    summary.logins.map((l) => [l.email, l.who]),
  )}\nPassword for all: ${summary.password}`;
}

function human(summary: SeedSummary): string {
  const created = Object.entries(summary.created).filter(([, n]) => n > 0);
  const head = summary.alreadySeeded
    ? 'The demo was already seeded: nothing to do.'
    : `Seeded the demo in ${(summary.elapsedMs / 1000).toFixed(1)} s: ${created.map(([k, n]) => `${n} ${k}`).join(', ')}.`;
  return `${head}\n\n${demoLogins(summary)}`;
}

export function registerSeed(program: Command, ctx: CliContext): void {
  program
    .command('seed')
    .description('Seed data; --demo seeds the demo (accounts for every persona, tapes, bids …)')
    .option('--demo', 'seed the demo')
    .option('--json', 'print the summary as JSON')
    .addHelpText('after', '\nExample:\n  ispz seed --demo')
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, Options, raw);
        if (!options.ok) return options.code;
        const { demo, json } = options.value;
        if (!demo) {
          ctx.io.err('error: say what to seed: ispz seed --demo');
          return EXIT.usage;
        }
        return withPlatform(ctx, async (platform) => {
          if (platform.config.appEnv === 'production')
            return printRefusal(
              ctx.io,
              json,
              domainError('rule_violation', 'SEED.PRODUCTION', 'The demo is never seeded in production.'),
            );
          return printResult(ctx.io, json, await seedDemo(platform), human);
        });
      }),
    );
}
