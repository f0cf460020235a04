/**
 * `ispz tape import <file> --tape <name> --lender <email>`: the same pipeline as `POST
 * /api/excel_Upload`, as the named lender. Prints the edit report's summary and its first
 * findings; `--report <file>` saves the whole report (.xlsx or .csv), also when the import is
 * refused after the file was read.
 */
import { open } from 'node:fs/promises';
import type { Command } from 'commander';
import { z } from 'zod';
import type { SheetProgress } from '../../adapters/spreadsheet/read-sheet';
import {
  IMPORT_STEPS,
  type ImportStep,
  importTapeFile,
  type TapeFileImportOutcome,
} from '../../adapters/tapes/import-tape-file';
import type { EditFinding } from '../../core/tapes/edits/edit-catalogue';
import { editReportSheet } from '../../core/tapes/edits/edit-report';
import { actorByEmail } from '../actors';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { formatOf, writeSheetFile } from '../files';
import { printFileRefusal, printRefusal, printResult, table } from '../output';
import { PROGRESS_FLAG, progress } from '../progress';

const Options = z.object({
  file: z.string().min(1),
  tape: z.string().trim().min(1, 'name the tape to import into'),
  lender: z.string().trim().min(1, 'name the importing lender by email'),
  mapping: z.string().trim().min(1).optional(),
  update: z.boolean().default(false),
  report: z.string().min(1).optional(),
  json: z.boolean().default(false),
  progress: z.boolean().default(false),
});

/** How many findings are printed (the saved report has them all). */
const SHOWN = 20;

/** The file's bytes in shared memory: the thread that reads the sheet gets them without a copy. */
async function readShared(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const bytes = Buffer.from(new SharedArrayBuffer(size));
    for (let at = 0; at < size; ) {
      const { bytesRead } = await file.read(bytes, at, size - at, at);
      if (bytesRead === 0) break;
      at += bytesRead;
    }
    return bytes;
  } finally {
    await file.close();
  }
}

function findingsTable(findings: readonly EditFinding[]): string {
  const shown = table(
    ['row', 'column', 'edit', 'message'],
    findings.slice(0, SHOWN).map((f) => [f.row, f.column ?? '', f.code, f.message]),
  );
  return findings.length > SHOWN ? `${shown}\n… and ${findings.length - SHOWN} more` : shown;
}

function summary(o: TapeFileImportOutcome): string {
  const lines = [
    `Imported ${o.fileName} into ${o.tapeName}${o.tapeCreated ? ' (new tape)' : ''} as batch ${o.batchId}.`,
    `  rows ${o.rows}: ${o.accepted} accepted (${o.added} added, ${o.updated} updated, ${o.identical} unchanged), ${o.rejected} rejected, ${o.flagged} flagged`,
    `  columns read with the ${o.mappingName} mapping`,
  ];
  if (o.keptTraded.length > 0)
    lines.push(`  kept as they are (in trading or sold): ${o.keptTraded.join(', ')}`);
  if (o.findings.length > 0) lines.push('', findingsTable(o.findings));
  return lines.join('\n');
}

export function registerTapeImport(tape: Command, ctx: CliContext): void {
  tape
    .command('import')
    .description('Import a loan tape (.xlsx, .xls or .csv) as a lender, in one batch')
    .argument('<file>', 'the tape file')
    .requiredOption('--tape <name>', 'the tape to import into (created on first import)')
    .requiredOption('--lender <email>', 'the lender the tape belongs to')
    .option('--mapping <name>', "a saved column mapping of the lender's, or platform | asf | hmda")
    .option('--update', 'update loans already on the tape instead of refusing them')
    .option('--report <file>', 'save the edit report here (.xlsx or .csv)')
    .option('--json', 'print the outcome as JSON')
    .option(...PROGRESS_FLAG)
    .addHelpText(
      'after',
      '\nExample:\n  ispz tape import fixtures/tapes/agrifields-asf-2024.xlsx --tape "Agrifields ASF 2024" --lender lender@demo.test --report report.xlsx',
    )
    .action(
      action(ctx, async (file: string, raw: Record<string, unknown>) => {
        const options = parseOptions(ctx.io, Options, { ...raw, file });
        if (!options.ok) return options.code;
        const o = options.value;
        if (o.report) {
          const format = formatOf(o.report);
          if (!format.ok) return printRefusal(ctx.io, o.json, format.error);
        }
        const bytes = await readShared(o.file);
        return withPlatform(ctx, async (platform, tapeFiles) => {
          const lender = await actorByEmail(platform, o.lender);
          if (!lender.ok) return printRefusal(ctx.io, o.json, lender.error);
          const deps = { trading: platform.trading, blobs: platform.blobs, ...tapeFiles };
          const bar = progress(ctx.io, `import ${o.tape}`, { json: o.json, forced: o.progress });
          // Reading (and writing, which goes along) reports the sheet's own stages; then the steps after it.
          const step = (name: ImportStep) =>
            bar.update(IMPORT_STEPS.indexOf(name), IMPORT_STEPS.length - 1, name);
          try {
            const heard: { findings?: readonly EditFinding[] } = {};
            const outcome = await importTapeFile(deps, lender.value, {
              tapeName: o.tape,
              fileName: o.file,
              bytes,
              mappingName: o.mapping,
              update: o.update,
              onProgress: (p: SheetProgress) => bar.update(p.done, p.total, p.stage),
              onStep: step,
              onRead: (read) => {
                heard.findings = read.findings;
              },
            });
            // Saved once the file was read through, whether the import then went in or was refused.
            if (o.report && heard.findings)
              await writeSheetFile(o.report, editReportSheet(heard.findings), 'Edit report');
            bar.stop();
            // A file with no importable row is unusable data (65); a duplicate or a taken name is a refusal (1).
            if (!outcome.ok) return printFileRefusal(ctx.io, o.json, outcome.error);
            return printResult(ctx.io, o.json, outcome.value, summary);
          } finally {
            bar.stop();
          }
        });
      }),
    );
}
