/**
 * What the account route suites run against: the auth and account deps over *one* storage (a
 * session is minted by the auth area, the account use cases read the same users and
 * businesses), a payment gateway in test mode, a blob store, and what a test needs that no port
 * offers — moving the clock and reading the outbox. The suites run on the in-memory world now;
 * a database world (SQLite, PostgreSQL) passes the same suites by implementing this.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountDeps } from '../../../../core/accounts/account-deps';
import { memoryPaymentGateway } from '../../../../core/accounts/assets/memory-payment-gateway';
import type { PaymentGateway, PaymentRequest } from '../../../../core/accounts/assets/payment-gateway';
import { memoryAccountStores } from '../../../../core/accounts/memory-account-stores';
import { DEFAULT_AUTH_CONFIG } from '../../../../core/auth/config';
import type { AuthDeps } from '../../../../core/auth/stores';
import { memoryAuthStores } from '../../../../core/auth/testing/memory-auth';
import { memoryOutbox } from '../../../../core/notifications/memory-outbox';
import type { OutboxMessage } from '../../../../core/notifications/outbox';
import type { BlobStore } from '../../../../core/ports/blob-store';
import { fixedClock } from '../../../../core/ports/clock';
import { sequentialIds } from '../../../../core/ports/ids';
import { MemoryDb, memoryUnitOfWork } from '../../../../core/testing/memory-db';
import { localDiskBlobStore } from '../../../blob/local-disk-blob-store';
import { testAuthCrypto } from '../../auth/testing/auth-world';

/** The payment gateway of the suites: deterministic, can be told to decline the next charge. */
export type TestPayments = PaymentGateway & {
  charges(): PaymentRequest[];
  declineNext(reason: string): void;
};

export interface AccountsWorld {
  readonly auth: AuthDeps;
  readonly accounts: AccountDeps;
  readonly payments: TestPayments;
  readonly blobs: BlobStore;
  /** Moves the clock both deps read. */
  advance(ms: number): void;
  /** Every committed outbox message, oldest first. */
  messages(): Promise<readonly OutboxMessage[]>;
  close(): Promise<void>;
}

export type MakeAccountsWorld = () => Promise<AccountsWorld>;

/** The day the suites start on: hires from 2026-03-05 on are in the future. */
export const WORLD_START = '2026-03-02T09:00:00.000Z';

/** The in-memory world: the core's fakes on one database, a fixed clock, real crypto adapters. */
export const memoryAccountsWorld: MakeAccountsWorld = async () => {
  const db = new MemoryDb();
  const clock = fixedClock(WORLD_START);
  const ids = sequentialIds('id');
  const dir = await mkdtemp(join(tmpdir(), 'ispz-accounts-blobs-'));
  return {
    auth: {
      uow: memoryUnitOfWork(db, memoryAuthStores),
      clock,
      ids,
      crypto: testAuthCrypto(),
      config: DEFAULT_AUTH_CONFIG,
    },
    accounts: { uow: memoryUnitOfWork(db, memoryAccountStores), clock, ids },
    payments: memoryPaymentGateway(),
    blobs: localDiskBlobStore(dir),
    advance: (ms) => clock.advance(ms),
    messages: async () => memoryOutbox(db).messages(),
    close: () => rm(dir, { recursive: true, force: true }),
  };
};
