/**
 * What the audit tests share: numbered events, a fresh database with a log written through the
 * platform's own appender, and the sealer over it.
 */
import type { Kysely } from 'kysely';
import type { AuditLog, TradeEvent } from '../../../../core/audit/audit-log';
import type { UnitOfWork } from '../../../../core/ports/unit-of-work';
import type { DialectName } from '../../dialect';
import type { Database } from '../../schema';
import type { TestBackend, TestDatabase } from '../../testing/test-databases';
import { kyselyUnitOfWork } from '../../unit-of-work';
import { type AuditSealerOptions, createAuditSealer } from '../audit-sealer';
import { kyselyAuditLog } from '../kysely-audit-log';

/** Event `n`: its own actor, subject, time and amount. */
export const auditEvent = (n: number): TradeEvent => ({
  type: 'bid.placed',
  actorId: `investor-${n}`,
  subjectId: `bid-${n}`,
  at: `2026-01-15T12:${String(Math.floor(n / 60) % 60).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}.000Z`,
  data: { amountCents: 1_000_000 + n, loans: ['a', 'b'] },
});

export interface AuditLogWorld {
  readonly database: TestDatabase;
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  readonly uow: UnitOfWork<AuditLog>;
  /** Appends events `from`…`to`, one transaction each. */
  write(from: number, to: number): Promise<void>;
  /** Seals everything ready (`sealAll`) with a sealer of its own. */
  seal(options?: AuditSealerOptions): ReturnType<ReturnType<typeof createAuditSealer>['sealAll']>;
}

/** A fresh database on `backend` with events 1…`count` appended and, unless `sealed: false`, sealed. */
export async function auditLogWorld(
  backend: TestBackend,
  count = 0,
  options: { readonly sealed?: boolean; readonly db?: (db: Kysely<Database>) => Kysely<Database> } = {},
): Promise<AuditLogWorld> {
  const database = await backend.open();
  const db = options.db ? options.db(database.db) : database.db;
  const uow = kyselyUnitOfWork(db, database.dialect, (tx, d) => kyselyAuditLog(tx, d));
  const write = async (from: number, to: number) => {
    for (let n = from; n <= to; n++) await uow.run((audit) => audit.append(auditEvent(n)));
  };
  const seal = (sealerOptions: AuditSealerOptions = {}) =>
    createAuditSealer(db, database.dialect, { horizonMs: 0, ...sealerOptions }).sealAll();
  await write(1, count);
  if (options.sealed !== false) await seal();
  return { database, db, dialect: database.dialect, uow, write, seal };
}
