import type { Kysely } from 'kysely';
import type { AuditChain } from '../../../core/audit/audit-chain';
import type { DialectName } from '../dialect';
import type { Database } from '../schema';
import { type AuditSealerOptions, createAuditSealer } from './audit-sealer';
import { expectHead } from './expect-head';
import { verifyAuditChain } from './verify-audit-chain';

/**
 * `AuditChain` on the database: sealing is the sealer (`audit-sealer.ts`), verifying walks the
 * chain (`verify-audit-chain.ts`) and, given a head recorded elsewhere, holds the chain to it
 * (`expect-head.ts`). One per platform; the audit key is the connection's unless `options.key`
 * names another.
 *
 * @example
 * const audit = kyselyAuditChain(connection.db, connection.dialect);
 * const verified = await audit.verify({ expectHead: recorded });
 */
export function kyselyAuditChain(
  db: Kysely<Database>,
  dialect: DialectName,
  options: AuditSealerOptions = {},
): AuditChain {
  const sealer = createAuditSealer(db, dialect, options);
  const key = options.key === undefined ? {} : { key: options.key };
  return {
    sealReady: () => sealer.sealReady(),
    sealAll: (sealing) => sealer.sealAll(sealing),
    async verify({ seal, waitMs, expectHead: expected } = {}) {
      const verified = await verifyAuditChain(db, { ...key, seal, waitMs });
      return expected === undefined ? verified : expectHead(db, verified, expected);
    },
  };
}
