/**
 * `ispz bids upload <file> --as <investor> [--yes]`: the bulk bid upload of spec §5 — an .xlsx
 * of `_id` and amount rows (the bids export filled in) matched against the loans still open
 * without a bid of the investor's. Placing bids cannot be undone, so without `--yes` it only
 * shows what would be placed (the HTTP side asks for `confirm=true`).
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { readSheet } from '../../adapters/spreadsheet/read-sheet';
import { bulkSheetRows } from '../../core/bidding/bulk-sheet';
import { uploadBulkBids } from '../../core/bidding/upload-bulk-bids';
import { toDollars } from '../../core/money/cents';
import { checkUpload } from '../../core/validation/upload-rules';
import { actorByEmail } from '../actors';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { printFileRefusal, printRefusal, printResult, table } from '../output';
import { PROGRESS_FLAG, progress } from '../progress';

const Options = z.object({
  file: z.string().min(1),
  as: z.string().trim().min(1),
  yes: z.boolean().default(false),
  json: z.boolean().default(false),
  progress: z.boolean().default(false),
});

export function registerBidsUpload(bids: Command, ctx: CliContext): void {
  bids
    .command('upload')
    .description('Place bids from an .xlsx of _id and amount rows (a preview unless --yes)')
    .argument('<file>', 'the .xlsx (e.g. an obs_bid export with amounts filled in)')
    .requiredOption('--as <email>', 'the bidder (an investor)')
    .option('--yes', 'place the bids: this cannot be undone')
    .option('--json', 'print the outcome as JSON')
    .option(...PROGRESS_FLAG)
    .addHelpText(
      'after',
      '\nExample:\n  ispz bids upload obs_bid_2026-07-01.xlsx --as investor@demo.test --yes',
    )
    .action(
      action(ctx, async (file: string, raw: Record<string, unknown>) => {
        const options = parseOptions(ctx.io, Options, { ...raw, file });
        if (!options.ok) return options.code;
        const o = options.value;
        // spec §5: the bulk bid upload takes .xlsx only — the types and size the HTTP route accepts,
        // from the same constant, refused with the same texts.
        const { size } = await stat(o.file);
        const upload = checkUpload([{ name: basename(o.file), size }], 'bulkBid');
        if (!upload.ok) return printFileRefusal(ctx.io, o.json, upload.error);
        const bar = progress(ctx.io, 'read bids', { json: o.json, forced: o.progress });
        const sheet = await readSheet(await readFile(o.file), o.file, undefined, {
          onProgress: (p) => bar.update(p.done, p.total, p.stage),
        }).finally(() => bar.stop());
        if (!sheet.ok) return printFileRefusal(ctx.io, o.json, sheet.error);
        const rows = bulkSheetRows(sheet.value);
        if (!rows.ok) return printFileRefusal(ctx.io, o.json, rows.error);
        return withPlatform(ctx, async (platform) => {
          const bidder = await actorByEmail(platform, o.as);
          if (!bidder.ok) return printRefusal(ctx.io, o.json, bidder.error);
          const outcome = await uploadBulkBids(platform.trading, bidder.value, {
            rows: rows.value.rows,
            confirm: o.yes,
          });
          if (!outcome.ok) return printRefusal(ctx.io, o.json, outcome.error);
          return printResult(ctx.io, o.json, outcome.value, (r) => {
            const lines = [
              r.placed
                ? `${r.message}: ${r.matched.length} bids placed.`
                : `${r.message}: ${r.matched.length} bids would be placed (add --yes to place them).`,
            ];
            if (r.matched.length > 0)
              lines.push(
                table(
                  ['loan', 'amount'],
                  r.matched.map((m) => [m.loanId, toDollars(m.amountCents).toFixed(2)]),
                ),
              );
            if (r.unmatched.length > 0)
              lines.push(
                'Not matched:',
                table(
                  ['loan', 'reason'],
                  r.unmatched.map((u) => [u.loanId, u.reason]),
                ),
              );
            return lines.join('\n');
          });
        });
      }),
    );
}
