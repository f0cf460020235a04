import type { Kysely } from 'kysely';
import type { AuditVerification } from '../../../core/audit/audit-chain';
import type { Database } from '../schema';
import { GENESIS_HASH } from './audit-hash';

/**
 * Holds a verified chain to a head hash recorded earlier, outside the database (`ispz audit
 * verify --expect-head`): it passes when the chain still ends there or runs on from it — entries
 * sealed since are fine — and fails when the chain no longer holds it (rolled back, or rewritten
 * by someone with database access and an old copy of the head).
 */
export async function expectHead(
  db: Kysely<Database>,
  verified: AuditVerification,
  expected: string,
): Promise<AuditVerification> {
  if (!verified.ok || expected === verified.headHash || expected === GENESIS_HASH) return verified;
  const row = await db
    .selectFrom('audit_log')
    .select('seq')
    .where('hash', '=', expected)
    .where('seq', '<=', verified.headSeq)
    .executeTakeFirst();
  if (row !== undefined) return verified;
  return {
    ok: false,
    seq: verified.headSeq,
    reason: `the recorded head ${expected} is not in the chain (its head is now ${verified.headHash})`,
  };
}
