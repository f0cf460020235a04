/**
 * `ispz bids close [--now <iso>]`: closes every open bid whose validTill has passed and awards
 * it to its best bid, in batches of one transaction each. Safe from cron and twice at once:
 * concurrent closers claim disjoint batches and a bid is closed once (core close-expired-bids).
 */
import type { Command } from 'commander';
import { z } from 'zod';
import { closeExpiredBids, DEFAULT_CLOSE_BATCH_SIZE } from '../../core/bidding/close-expired-bids';
import { action, type CliContext, parseOptions } from '../context';
import { PROGRESS_FLAG, progress } from '../progress';
import { runAs } from '../run-as';

const Options = z.object({
  now: z.iso.datetime({ offset: true, error: 'give an ISO instant, e.g. 2026-07-01T17:00:00Z' }).optional(),
  batchSize: z.coerce.number().int().min(1).max(1000).default(DEFAULT_CLOSE_BATCH_SIZE),
  as: z.string().trim().min(1).optional(),
  json: z.boolean().default(false),
  progress: z.boolean().default(false),
});

export function registerBidsClose(bids: Command, ctx: CliContext): void {
  bids
    .command('close')
    .description('Close expired bids and award each to its best bid (the operator’s job; cron-safe)')
    .option('--now <iso>', 'close what expired by this instant (default: the clock)')
    .option('--batch-size <n>', `bids per transaction (default ${DEFAULT_CLOSE_BATCH_SIZE})`)
    .option('--as <email>', 'act as this user (default: the platform operator)')
    .option('--json', 'print the counts as JSON')
    .option(...PROGRESS_FLAG)
    .addHelpText(
      'after',
      '\nExample (cron, every minute):\n  * * * * * ispz bids close --json >> /var/log/ispz-close.log',
    )
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, Options, raw);
        if (!options.ok) return options.code;
        const o = options.value;
        return runAs(
          ctx,
          o,
          async (platform, actor) => {
            const bar = progress(ctx.io, 'close bids', { json: o.json, forced: o.progress });
            try {
              return await closeExpiredBids(platform.trading, actor, {
                ...(o.now ? { now: o.now } : {}),
                batchSize: o.batchSize,
                onProgress: (p) => bar.update(p.closed, Math.max(p.total, p.closed)),
              });
            } finally {
              bar.stop();
            }
          },
          (p) =>
            p.closed === 0
              ? 'No expired bids to close.'
              : `Closed ${p.closed} expired bids: ${p.awarded} awarded, ${p.unsold} unsold (${p.batches} batches).`,
        );
      }),
    );
}
