/**
 * `ispz bids …`: open a tape's loans for bidding (as the tape's lender), close expired bids
 * (./bids-close.ts), export a bidder's table (obs_bid_{date}.xlsx) and upload it back with
 * amounts (./bids-upload.ts).
 */
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { writeXlsx } from '../../adapters/spreadsheet/write-sheet';
import { BidErrors } from '../../core/bidding/bid.errors';
import { biddingTable } from '../../core/bidding/bidding-table';
import { biddingTableSheet } from '../../core/bidding/bids-sheet';
import { MAX_LOANS_PER_OPENING, openForBidding } from '../../core/bidding/open-for-bidding';
import { observationBidFileName } from '../../core/format/export-names';
import { loanErrors } from '../../core/loans/loans.errors';
import { requireCapability } from '../../core/permissions/capabilities';
import { tapeFileErrors } from '../../core/tapes/tape-file.errors';
import { visibleTapeLoans } from '../../core/tapes/tape-loans';
import { actorByEmail, actorById } from '../actors';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { outputPath } from '../files';
import { printRefusal, printResult } from '../output';
import { PROGRESS_FLAG, progress } from '../progress';
import { registerBidsClose } from './bids-close';
import { registerBidsUpload } from './bids-upload';

/** The steps of `bids export`, for its progress. */
const EXPORT_STEPS = ['read', 'render', 'write', 'done'] as const;

const OpenOptions = z.object({
  tape: z.string().trim().min(1),
  validTill: z.iso.datetime({ offset: true, error: 'give an ISO instant, e.g. 2026-07-01T17:00:00Z' }),
  loans: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== ''),
    )
    .optional(),
  as: z.string().trim().min(1).optional(),
  json: z.boolean().default(false),
  progress: z.boolean().default(false),
});

export function registerBids(program: Command, ctx: CliContext): void {
  const bids = program.command('bids').description('Open, close and export bids');

  bids
    .command('open')
    .description("Open a tape's listed loans (or some of them) for bidding, as the tape's lender")
    .requiredOption('--tape <name>', 'the tape')
    .requiredOption('--valid-till <iso>', 'when bidding ends (an ISO instant in the future)')
    .option('--loans <numbers>', 'comma-separated loan numbers (default: every listed loan of the tape)')
    .option('--as <email>', "act as this lender (default: the tape's own lender)")
    .option('--json', 'print the outcome as JSON')
    .option(...PROGRESS_FLAG)
    .addHelpText(
      'after',
      '\nExample:\n  ispz bids open --tape "Agrifields ASF 2024" --valid-till 2026-07-01T17:00:00Z --loans AGF-A-000001,AGF-A-000002',
    )
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, OpenOptions, raw);
        if (!options.ok) return options.code;
        const o = options.value;
        return withPlatform(ctx, async (platform) => {
          const tape = await platform.trading.uow.run((s) => s.tapes.get(o.tape));
          if (!tape) return printRefusal(ctx.io, o.json, loanErrors.tapeNotFound(o.tape));
          const lender = o.as ? await actorByEmail(platform, o.as) : await actorById(platform, tape.lenderId);
          if (!lender.ok) return printRefusal(ctx.io, o.json, lender.error);
          // Refuse a non-lender by the rule itself, not by finding no loans of theirs to open.
          const allowed = requireCapability(lender.value, 'open_bidding');
          if (!allowed.ok) return printRefusal(ctx.io, o.json, allowed.error);
          const loans = await visibleTapeLoans(platform.trading, lender.value, o.tape);
          if (!loans.ok) return printRefusal(ctx.io, o.json, loans.error);
          const byNumber = new Map(loans.value.map((l) => [l.loanNumber, l]));
          const unknown = (o.loans ?? []).filter((n) => !byNumber.has(n));
          if (unknown.length > 0)
            return printRefusal(ctx.io, o.json, tapeFileErrors.loanNotFound(unknown.join(', '), o.tape));
          const chosen = o.loans
            ? o.loans.map((n) => byNumber.get(n)!)
            : loans.value.filter((l) => l.status === 'listed');
          if (chosen.length === 0) return printRefusal(ctx.io, o.json, BidErrors.noLoansSelected());

          const bar = progress(ctx.io, `open ${o.tape}`, { json: o.json, forced: o.progress });
          let opened = 0;
          let emailed = 0;
          try {
            // One transaction per chunk: the use case bounds how many loans one opening holds.
            for (let i = 0; i < chosen.length; i += MAX_LOANS_PER_OPENING) {
              const loanIds = chosen.slice(i, i + MAX_LOANS_PER_OPENING).map((l) => l.id);
              const done = await openForBidding(platform.trading, lender.value, {
                loanIds,
                validTill: o.validTill,
              });
              if (!done.ok) {
                bar.stop();
                if (opened > 0) ctx.io.err(`${opened} loans were opened before this refusal.`);
                return printRefusal(ctx.io, o.json, done.error);
              }
              opened += done.value.bids.length;
              emailed = Math.max(emailed, done.value.emailed);
              bar.update(opened, chosen.length, 'loans');
            }
          } finally {
            bar.stop();
          }
          const outcome = { tape: o.tape, opened, validTill: o.validTill, emailed };
          return printResult(
            ctx.io,
            o.json,
            outcome,
            (r) =>
              `Opened ${r.opened} loans of ${r.tape} for bidding until ${r.validTill}; ${r.emailed} investors emailed.`,
          );
        });
      }),
    );

  registerBidsClose(bids, ctx);
  registerBidsUpload(bids, ctx);

  const ExportOptions = z.object({
    as: z.string().trim().min(1, 'name the bidder with --as'),
    out: z.string().min(1).optional(),
    json: z.boolean().default(false),
    progress: z.boolean().default(false),
  });
  bids
    .command('export')
    .description("Export a bidder's bidding table as obs_bid_{date}.xlsx (fill in amounts, upload it back)")
    .requiredOption('--as <email>', 'the bidder (an investor)')
    .option('--out <path>', 'a file, or a folder for obs_bid_{date}.xlsx (default: the current folder)')
    .option('--json', 'print the outcome as JSON')
    .option(...PROGRESS_FLAG)
    .addHelpText('after', '\nExample:\n  ispz bids export --as investor@demo.test --out exports/')
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, ExportOptions, raw);
        if (!options.ok) return options.code;
        const o = options.value;
        return withPlatform(ctx, async (platform) => {
          const bidder = await actorByEmail(platform, o.as);
          if (!bidder.ok) return printRefusal(ctx.io, o.json, bidder.error);
          const bar = progress(ctx.io, 'export bids', { json: o.json, forced: o.progress });
          // The table is one query and the workbook one render: progress is by step, not by row.
          const step = (stage: (typeof EXPORT_STEPS)[number]) =>
            bar.update(EXPORT_STEPS.indexOf(stage), EXPORT_STEPS.length - 1, stage);
          try {
            step('read');
            const rows = await biddingTable(platform.trading, bidder.value, {
              bidderId: bidder.value.userId,
            });
            if (!rows.ok) return printRefusal(ctx.io, o.json, rows.error);
            if (rows.value.rows.length === 0) return printRefusal(ctx.io, o.json, tapeFileErrors.noRecords());
            step('render');
            const bytes = writeXlsx(biddingTableSheet(rows.value.rows), 'Bids');
            step('write');
            const file = await outputPath(o.out, observationBidFileName(platform.clock.now()));
            await writeFile(file, bytes);
            step('done');
            bar.stop();
            const done = { file, bids: rows.value.rows.length };
            return printResult(ctx.io, o.json, done, (d) => `Wrote ${d.bids} bids to ${d.file}.`);
          } finally {
            bar.stop();
          }
        });
      }),
    );
}
