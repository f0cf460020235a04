/**
 * `ispz staking due [--as] [--limit] [--json]`: the refinance unstaking requests nobody has
 * answered (spec §9) — those awaiting the lender, with their deadline and the time left, and
 * those whose 15 days passed, whose contracts go to auction. As the platform operator (every
 * request) unless `--as` names a lender (the requests it must answer) or an investor (its own).
 */
import type { Command } from 'commander';
import { z } from 'zod';
import { formatDateTime } from '../../core/format/dates';
import { formatDuration } from '../../core/format/durations';
import {
  DEFAULT_DUE_LIMIT,
  type DueUnstakingRequests,
  dueUnstakingRequests,
  MAX_DUE_LIMIT,
} from '../../core/staking/due-unstaking-requests';
import type { UnstakeStanding } from '../../core/staking/stake';
import { UNSTAKE_RESPONSE_DAYS } from '../../core/staking/staking';
import { action, type CliContext, parseOptions } from '../context';
import { table } from '../output';
import { runAs } from '../run-as';

const Options = z.object({
  as: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_DUE_LIMIT).default(DEFAULT_DUE_LIMIT),
  json: z.boolean().default(false),
});

const when = (iso: string) => `${formatDateTime(iso)} UTC`;
const cells = (r: UnstakeStanding) => [
  r.loanNumber,
  r.tapeName,
  r.requesterId,
  r.lenderId,
  when(r.respondBy),
];
const HEADERS = ['loan', 'tape', 'requested by', 'lender', 'respond by'];

/** The listing for people: one table per state, the deadline in UTC, how long is left or overdue. */
export function dueText(due: DueUnstakingRequests): string {
  if (due.awaiting.length === 0 && due.toAuction.length === 0)
    return 'No unstaking request is waiting for an answer.';
  const parts: string[] = [];
  if (due.awaiting.length > 0)
    parts.push(
      `Awaiting the lender (${due.awaiting.length}):`,
      table(
        [...HEADERS, 'time left'],
        due.awaiting.map((r) => [...cells(r), formatDuration(r.timeLeftMs)]),
      ),
    );
  if (due.toAuction.length > 0)
    parts.push(
      `${parts.length > 0 ? '\n' : ''}To auction: no answer within ${UNSTAKE_RESPONSE_DAYS} days (${due.toAuction.length}):`,
      table(
        [...HEADERS, 'overdue by'],
        due.toAuction.map((r) => [
          ...cells(r),
          formatDuration(Date.parse(due.asOf) - Date.parse(r.respondBy)),
        ]),
      ),
    );
  if (due.more) parts.push('\nMore requests are waiting: raise --limit to see them.');
  return parts.join('\n');
}

export function registerStaking(program: Command, ctx: CliContext): void {
  const staking = program.command('staking').description('Stakes and refinance unstaking requests (spec §9)');
  staking
    .command('due')
    .description('Unstaking requests awaiting the lender (with deadline) and those past it (to auction)')
    .option('--as <email>', 'as this lender or investor (default: the platform operator, who sees all)')
    .option('--limit <n>', `at most this many requests (default ${DEFAULT_DUE_LIMIT})`)
    .option('--json', 'print the requests as JSON')
    .addHelpText(
      'after',
      '\nExample (cron, daily):\n  0 8 * * * ispz staking due --json >> /var/log/ispz-staking.log',
    )
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, Options, raw);
        if (!options.ok) return options.code;
        const o = options.value;
        return runAs(
          ctx,
          o,
          (platform, actor) => dueUnstakingRequests(platform.trading, actor, { limit: o.limit }),
          dueText,
        );
      }),
    );
}
