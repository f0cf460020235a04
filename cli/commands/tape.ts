/**
 * `ispz tape …`: import (./tape-import.ts), list, report (a generated tape of spec §9 written to
 * a file) and compare (one loan's seller values against its generated tape). Reports and
 * comparisons act as the operator unless `--as` names a person (a due-diligence firm sees
 * borrower fields of the tapes it reviews; the operator sees them masked).
 */

import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import { compareLoanFields, comparisonFile } from '../../adapters/tapes/field-comparison';
import { generatedTape } from '../../core/tapes/generated-tapes';
import { TAPE_TYPES } from '../../core/tapes/layouts/tape-layouts';
import { listTapes } from '../../core/tapes/tapes';
import { actorOrOperator } from '../actors';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { formatOf, outputPath, writeSheetFile } from '../files';
import { printRefusal, printResult, table } from '../output';
import { PROGRESS_FLAG, progress } from '../progress';
import { registerTapeImport } from './tape-import';

const As = { as: z.string().trim().min(1).optional(), json: z.boolean().default(false) };

export function registerTape(program: Command, ctx: CliContext): void {
  const tape = program.command('tape').description('Loan tapes in and out');
  registerTapeImport(tape, ctx);

  tape
    .command('list')
    .description('The tapes, with their loan counts and issuing authorities')
    .option('--as <email>', 'list what this user can see (default: the operator, who sees every tape)')
    .option('--json', 'print the tapes as JSON')
    .addHelpText('after', '\nExample:\n  ispz tape list --as lender@demo.test')
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, z.object(As), raw);
        if (!options.ok) return options.code;
        return withPlatform(ctx, async (platform) => {
          const actor = await actorOrOperator(platform, options.value.as);
          if (!actor.ok) return printRefusal(ctx.io, options.value.json, actor.error);
          const tiles = await listTapes(platform.trading, actor.value);
          if (!tiles.ok) return printRefusal(ctx.io, options.value.json, tiles.error);
          return printResult(ctx.io, options.value.json, tiles.value, (list) =>
            list.length === 0
              ? 'There are no tapes.'
              : table(
                  ['tape', 'loans', 'issuing authority', 'lender'],
                  list.map((t) => [t.tapeName, t.loanCount, t.issuingAuthority, t.lenderId]),
                ),
          );
        });
      }),
    );

  const ReportOptions = z.object({
    ...As,
    tape: z.string().trim().min(1),
    type: z.string().trim().min(1),
    out: z.string().min(1),
    progress: z.boolean().default(false),
  });
  tape
    .command('report')
    .description('Write a generated tape (ASF, SDE, …) of a whole tape to a file')
    .argument('<tape>', 'the tape')
    .requiredOption('--type <type>', `one of: ${TAPE_TYPES.join(', ')} (SDE for short)`)
    .requiredOption('--out <file>', 'where to write it (.xlsx or .csv)')
    .option('--as <email>', 'generate as this user (default: the operator)')
    .option('--json', 'print the outcome as JSON')
    .option(...PROGRESS_FLAG)
    .addHelpText('after', '\nExample:\n  ispz tape report "Agrifields ASF 2024" --type ASF --out asf.xlsx')
    .action(
      action(ctx, async (tapeName: string, raw: Record<string, unknown>) => {
        const options = parseOptions(ctx.io, ReportOptions, { ...raw, tape: tapeName });
        if (!options.ok) return options.code;
        const o = options.value;
        const format = formatOf(o.out);
        if (!format.ok) return printRefusal(ctx.io, o.json, format.error);
        return withPlatform(ctx, async (platform) => {
          const actor = await actorOrOperator(platform, o.as);
          if (!actor.ok) return printRefusal(ctx.io, o.json, actor.error);
          const bar = progress(ctx.io, `report ${o.tape}`, { json: o.json, forced: o.progress });
          try {
            // Loans are read a page at a time (read n/total), laid out (render), then written.
            const generated = await generatedTape(platform.trading, actor.value, {
              tapeName: o.tape,
              reportType: o.type,
              onProgress: (p) => bar.update(p.done, p.total, p.stage),
            });
            if (!generated.ok) return printRefusal(ctx.io, o.json, generated.error);
            const loans = generated.value.sheet.rows.length;
            bar.update(0, loans, 'write');
            const written = await writeSheetFile(o.out, generated.value.sheet, generated.value.type);
            if (!written.ok) return printRefusal(ctx.io, o.json, written.error);
            bar.update(loans, loans, 'write');
            bar.stop();
            const done = { tape: o.tape, type: generated.value.type, loans, file: o.out };
            return printResult(
              ctx.io,
              o.json,
              done,
              (d) => `Wrote the ${d.type} tape of ${d.tape} (${d.loans} loans) to ${d.file}.`,
            );
          } finally {
            bar.stop();
          }
        });
      }),
    );

  const CompareOptions = z.object({
    ...As,
    loan: z.string().trim().min(1),
    tape: z.string().trim().min(1),
    type: z.string().trim().min(1).optional(),
    out: z.string().min(1).optional(),
  });
  tape
    .command('compare')
    .description("Compare one loan's seller values with its generated tape, field by field")
    .argument('<loan>', 'the seller loan number (loan_id)')
    .requiredOption('--tape <name>', 'the tape the loan is on')
    .option('--type <type>', 'the generated tape to compare with (default ASF)')
    .option('--out <file>', 'also write compare_fields_{loan}_{tape}.xlsx here (a file or a folder)')
    .option('--as <email>', 'compare as this user (default: the operator)')
    .option('--json', 'print the rows as JSON')
    .addHelpText(
      'after',
      '\nExample:\n  ispz tape compare AGF-A-000001 --tape "Agrifields ASF 2024" --as dd@demo.test',
    )
    .action(
      action(ctx, async (loan: string, raw: Record<string, unknown>) => {
        const options = parseOptions(ctx.io, CompareOptions, { ...raw, loan });
        if (!options.ok) return options.code;
        const o = options.value;
        return withPlatform(ctx, async (platform) => {
          const actor = await actorOrOperator(platform, o.as);
          if (!actor.ok) return printRefusal(ctx.io, o.json, actor.error);
          const input = { tapeName: o.tape, loanNumber: o.loan, ...(o.type ? { reportType: o.type } : {}) };
          const compared = await compareLoanFields(platform.trading, actor.value, input);
          if (!compared.ok) return printRefusal(ctx.io, o.json, compared.error);
          if (o.out) {
            const file = comparisonFile(compared.value);
            await writeFile(await outputPath(o.out, file.fileName), file.bytes);
          }
          return printResult(ctx.io, o.json, compared.value.rows, (rows) =>
            table(
              ['field', 'seller', 'generated', 'matched'],
              rows.map((r) => [r.fieldName, r.dataValue, r.generatedValue, r.matched]),
            ),
          );
        });
      }),
    );
}
