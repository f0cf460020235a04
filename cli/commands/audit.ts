/** `ispz audit verify`: walks the hash chain of the audit log and names the first bad entry (exit 1 when broken). */
import type { Command } from 'commander';
import type { Kysely } from 'kysely';
import { GENESIS_HASH } from '../../adapters/db/audit/audit-hash';
import { type AuditVerification, verifyAuditChain } from '../../adapters/db/audit/verify-audit-chain';
import type { Database } from '../../adapters/db/schema';
import { action, type CliContext, withPlatform } from '../context';
import { EXIT } from '../errors';

export function registerAudit(program: Command, ctx: CliContext): void {
  const audit = program.command('audit').description('Check the audit log');
  audit
    .command('verify')
    .description('Verify every link of the audit log’s hash chain')
    .option(
      '--expect-head <hash>',
      'the head hash recorded earlier, outside the database: fails unless the chain still ends there or runs on from it',
    )
    .option('--json', 'print the result as JSON')
    .addHelpText(
      'after',
      '\nThe head hash printed by each run is worth recording elsewhere (a ticket, a log); passing it\n' +
        'back with --expect-head detects a chain rolled back or rewritten by someone with database access.\n' +
        '\nExample:\n  ispz audit verify --expect-head 3f1c…e9 && echo intact',
    )
    .action(
      action(ctx, async (options: { json?: boolean; expectHead?: string }) => {
        const expected = options.expectHead?.trim().toLowerCase();
        if (expected !== undefined && !/^[0-9a-f]{64}$/.test(expected)) {
          ctx.io.err(
            'error: --expect-head must be a 64-character hex hash as printed by `ispz audit verify`',
          );
          return EXIT.usage;
        }
        return withPlatform(ctx, async (platform) => {
          const { db } = platform.connection;
          let result: AuditVerification = await verifyAuditChain(db);
          if (
            result.ok &&
            expected !== undefined &&
            !(await chainPassesThrough(db, expected, result.headHash))
          )
            result = {
              ok: false,
              seq: result.entries,
              reason: `the recorded head ${expected} is not in the chain (its head is now ${result.headHash})`,
            };
          if (options.json) ctx.io.out(JSON.stringify(result, null, 2));
          else if (result.ok)
            ctx.io.out(`The audit log is intact: ${result.entries} entries, head ${result.headHash}.`);
          else ctx.io.err(`The audit log is broken at entry ${result.seq}: ${result.reason}.`);
          return result.ok ? EXIT.ok : EXIT.refused;
        });
      }),
    );
}

/**
 * True when the verified chain ends at `hash` or contains it (entries appended since it was
 * recorded are fine; a chain rolled back or rewritten no longer holds it).
 */
async function chainPassesThrough(db: Kysely<Database>, hash: string, head: string): Promise<boolean> {
  if (hash === head || hash === GENESIS_HASH) return true;
  const row = await db.selectFrom('audit_log').select('seq').where('hash', '=', hash).executeTakeFirst();
  return row !== undefined;
}
