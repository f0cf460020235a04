/** `ispz audit verify`: walks the hash chain of the audit log and names the first bad entry (exit 1 when broken). */
import type { Command } from 'commander';
import { verifyAuditChain } from '../../adapters/db/audit/verify-audit-chain';
import { action, type CliContext, withPlatform } from '../context';
import { EXIT } from '../errors';

export function registerAudit(program: Command, ctx: CliContext): void {
  const audit = program.command('audit').description('Check the audit log');
  audit
    .command('verify')
    .description('Verify every link of the audit log’s hash chain')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', '\nExample:\n  ispz audit verify && echo intact')
    .action(
      action(ctx, async (options: { json?: boolean }) =>
        withPlatform(ctx, async (platform) => {
          const result = await verifyAuditChain(platform.connection.db);
          if (options.json) ctx.io.out(JSON.stringify(result, null, 2));
          else if (result.ok)
            ctx.io.out(`The audit log is intact: ${result.entries} entries, head ${result.headHash}.`);
          else ctx.io.err(`The audit log is broken at entry ${result.seq}: ${result.reason}.`);
          return result.ok ? EXIT.ok : EXIT.refused;
        }),
      ),
    );
}
