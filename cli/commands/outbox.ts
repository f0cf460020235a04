/** `ispz outbox list [--to]`: the emails, texts and notifications the platform wrote, newest first. */
import type { Command } from 'commander';
import { z } from 'zod';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { printResult, table } from '../output';

const Options = z.object({
  to: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(20),
  undelivered: z.boolean().default(false),
  json: z.boolean().default(false),
});

export function registerOutbox(program: Command, ctx: CliContext): void {
  const outbox = program.command('outbox').description('Read the outbox');
  outbox
    .command('list')
    .description('List outbox messages, newest first')
    .option('--to <recipient>', 'only messages to this email, mobile number or user id')
    .option('--limit <n>', 'how many (default 20)')
    .option('--undelivered', 'only messages not delivered yet')
    .option('--json', 'print the messages as JSON (with their bodies)')
    .addHelpText(
      'after',
      '\nExample (the OTP just sent to a demo user):\n  ispz outbox list --to lender@demo.test --limit 1 --json',
    )
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, Options, raw);
        if (!options.ok) return options.code;
        const { to, limit, undelivered, json } = options.value;
        return withPlatform(ctx, async (platform) => {
          const messages = await platform.operations.outbox({
            ...(to ? { to } : {}),
            limit,
            undeliveredOnly: undelivered,
          });
          return printResult(ctx.io, json, messages, (list) =>
            list.length === 0
              ? 'The outbox is empty.'
              : table(
                  ['created', 'channel', 'to', 'subject', 'delivered'],
                  list.map((m) => [m.createdAt, m.channel, m.to, m.subject ?? '', m.deliveredAt ?? '-']),
                ),
          );
        });
      }),
    );
}
