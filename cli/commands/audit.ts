/**
 * `ispz audit seal` links the entries written since the last seal into the audit log's hash chain
 * (the server does this every half second; the command is for a database no server runs on).
 * `ispz audit verify` seals first (`--no-seal` to only read), then walks the whole chain and names
 * the first bad entry (exit 1 when broken); entries still waiting for an open transaction are
 * counted, not failed.
 */
import type { Command } from 'commander';
import { z } from 'zod';
import { AuditSealRefused, type AuditVerification, type SealReport } from '../../core/audit/audit-chain';
import { action, type CliContext, parseOptions, withPlatform } from '../context';
import { EXIT } from '../errors';

const Wait = z.coerce.number().int().min(0).max(600_000).default(5_000);
const SealOptions = z.object({ wait: Wait, json: z.boolean().default(false) });
const VerifyOptions = z.object({
  expectHead: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, 'must be a 64-character hex hash as printed by `ispz audit verify`')
    .optional(),
  seal: z.boolean().default(true),
  wait: Wait,
  json: z.boolean().default(false),
});
const WAIT_HELP = 'how long to wait for entries behind a transaction still open, in ms (default 5000)';

export function registerAudit(program: Command, ctx: CliContext): void {
  const audit = program.command('audit').description('Seal and check the audit log');
  audit
    .command('seal')
    .description('Link the entries written since the last seal into the hash chain')
    .option('--wait <ms>', WAIT_HELP)
    .option('--json', 'print the result as JSON')
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, SealOptions, raw);
        if (!options.ok) return options.code;
        return withPlatform(ctx, async ({ audit }) => {
          let report: SealReport;
          try {
            report = await audit.sealAll({ waitMs: options.value.wait });
          } catch (error) {
            if (!(error instanceof AuditSealRefused)) throw error;
            ctx.io.err(`The audit log cannot be sealed: ${error.message}. Run \`ispz audit verify\`.`);
            return EXIT.refused;
          }
          if (options.value.json) ctx.io.out(JSON.stringify(report, null, 2));
          else ctx.io.out(describeSeal(report));
          if (report.blocked)
            ctx.io.err(`Entry ${report.blocked.seq} cannot be sealed: ${report.blocked.reason}.`);
          return report.blocked ? EXIT.refused : EXIT.ok;
        });
      }),
    );
  audit
    .command('verify')
    .description('Seal what is ready, then verify every link of the audit log’s hash chain')
    .option(
      '--expect-head <hash>',
      'the head hash recorded earlier, outside the database: fails unless the chain still ends there or runs on from it',
    )
    .option('--no-seal', 'only read: verify the chain as sealed so far')
    .option('--wait <ms>', WAIT_HELP)
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nThe head hash printed by each run is worth recording elsewhere (a ticket, a log); passing it\n' +
        'back with --expect-head detects a chain rolled back or rewritten by someone with database access.\n' +
        '\nExample:\n  ispz audit verify --expect-head 3f1c…e9 && echo intact',
    )
    .action(
      action(ctx, async (raw: unknown) => {
        const options = parseOptions(ctx.io, VerifyOptions, raw);
        if (!options.ok) return options.code;
        const { expectHead: expected, seal, wait, json } = options.value;
        return withPlatform(ctx, async ({ audit }) => {
          const result: AuditVerification = await audit.verify({ seal, waitMs: wait, expectHead: expected });
          if (json) ctx.io.out(JSON.stringify(result, null, 2));
          else if (result.ok) ctx.io.out(describeIntact(result));
          else ctx.io.err(`The audit log is broken at entry ${result.seq}: ${result.reason}.`);
          return result.ok ? EXIT.ok : EXIT.refused;
        });
      }),
    );
}

function describeSeal(r: SealReport): string {
  if (r.busy) return `Sealed ${r.sealed} entries; another sealer is at work and seals the rest.`;
  const lines = [
    `Sealed ${r.sealed} entries${r.gapsFilled > 0 ? ` (${r.gapsFilled} of them numbers that hold no entry)` : ''}; the chain ends at entry ${r.headSeq}, head ${r.headHash}.`,
  ];
  if (r.waitingFor !== null)
    lines.push(`Later entries wait for entry ${r.waitingFor}, whose transaction is still open.`);
  return lines.join('\n');
}

/** Numbers without an entry: a rolled-back transaction's (PostgreSQL), or an entry removed before it was sealed. */
const GAPS_NOTE = 'hold no entry (a transaction rolled back, or an entry was removed before it was sealed)';

function describeIntact(r: Extract<AuditVerification, { ok: true }>): string {
  const lines = [`The audit log is intact: ${r.entries} entries, head ${r.headHash}.`];
  if (r.gaps > 0) lines.push(`${r.gaps} sequence numbers in it ${GAPS_NOTE}.`);
  if (r.pending > 0)
    lines.push(`${r.pending} newer entries are not sealed yet (a transaction is still open).`);
  return lines.join('\n');
}
