import { createHmac } from 'node:crypto';
import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';

/**
 * The secret that keys the audit chain (`AUDIT_KEY`, see `adapters/secrets.ts`). It travels with
 * the database connection, as a Kysely plugin that changes nothing: every handle made from the
 * connection — transactions and savepoints included — carries it, so every store and tool that
 * appends to or verifies the chain uses the key the composition root configured, without each
 * call site passing it along.
 */
export class AuditKeyPlugin implements KyselyPlugin {
  constructor(readonly key: string) {}
  transformQuery(args: PluginTransformQueryArgs) {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

/**
 * The key of a connection opened without one (tests, worker processes of tests). It is public,
 * so a chain keyed with it is no better than a plain hash chain: the composition root always
 * passes the configured key, and production refuses to start without `AUDIT_KEY`.
 */
export const UNCONFIGURED_AUDIT_KEY = 'ispz-unconfigured-audit-key-do-not-use-in-production';

/** The audit key a handle carries (the unconfigured one when its connection was opened without). */
export function auditKeyOf(db: Pick<Kysely<never>, 'getExecutor'>): string {
  const plugin = db.getExecutor().plugins.find((p): p is AuditKeyPlugin => p instanceof AuditKeyPlugin);
  return plugin?.key ?? UNCONFIGURED_AUDIT_KEY;
}

/**
 * Seals where keyed entries start (`audit_head.keyed_from_seq`): without the key nobody can move
 * that boundary up to pass rewritten entries off as unkeyed ones made before the key existed.
 */
export function keyStartCheck(key: string, keyedFromSeq: number): string {
  return createHmac('sha256', key).update(`ispz-audit-key-start:${keyedFromSeq}`).digest('hex');
}

/**
 * Seals the sealed head (`audit_head.head_check`, written with every seal): without the key
 * nobody can move the head back to an earlier entry — to drop or replace the entries after it —
 * and pass the result off as a head the sealer wrote.
 */
export function headCheck(key: string, seq: number, hash: string): string {
  return createHmac('sha256', key).update(`ispz-audit-head:${seq}:${hash}`).digest('hex');
}
