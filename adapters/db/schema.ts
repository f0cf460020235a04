import type { Generated } from 'kysely';
import { assetTables } from './accounts/asset-tables';
import { businessTables } from './accounts/business-tables';
import { contractTables } from './accounts/contract-tables';
import { credentialTables } from './accounts/credential-tables';
import { ecosystemTables } from './accounts/ecosystem-tables';
import { marketingTables } from './accounts/marketing-tables';
import { profileTables } from './accounts/profile-tables';
import { rewardTables } from './accounts/reward-tables';
import { routeConfigTables } from './accounts/route-config-tables';
import { tenantTables } from './accounts/tenant-tables';
import { walletTables } from './accounts/wallet-tables';
import { auditTables } from './audit/audit-tables';
import { authTables } from './auth/auth-tables';
import { userTables } from './auth/user-tables';
import { bidTables } from './bidding/bid-tables';
import { blobTables } from './blobs/blob-tables';
import type { Column, ColumnKind, TableColumns } from './columns';
import { documentTables } from './documents/document-tables';
import { idempotencyTables } from './idempotency/idempotency-tables';
import { loanTables } from './loans/loan-tables';
import { outboxTables } from './outbox/outbox-tables';
import { paymentTables } from './payments/payment-tables';
import { stakingTables } from './staking/staking-tables';
import { stipulationTables } from './stipulations/stipulation-tables';
import { favouriteFilterTables } from './tapes/favourite-filter-tables';
import { tapeFileTables } from './tapes/tape-file-tables';
import { tapeTables } from './tapes/tape-tables';
import { approvalTables } from './transfer/approval-tables';
import { transferTables } from './transfer/transfer-tables';

/**
 * The schema the code expects, declared once as runtime data: every table and column with its
 * kind (`columns.ts`). The Kysely `Database` type is derived from it, and `schema.test.ts`
 * checks it against what the migrations actually build on SQLite and PostgreSQL — so queries,
 * types and migrations cannot drift apart. Each area declares its tables in its own folder.
 */
export const tables = {
  ...loanTables,
  ...idempotencyTables,
  ...paymentTables,
  ...bidTables,
  ...tapeTables,
  ...favouriteFilterTables,
  ...outboxTables,
  ...auditTables,
  ...transferTables,
  ...approvalTables,
  ...stipulationTables,
  ...documentTables,
  ...userTables,
  ...authTables,
  ...businessTables,
  ...ecosystemTables,
  ...tenantTables,
  ...profileTables,
  ...routeConfigTables,
  ...marketingTables,
  ...walletTables,
  ...rewardTables,
  ...credentialTables,
  ...contractTables,
  ...assetTables,
  ...tapeFileTables,
  ...blobTables,
  ...stakingTables,
} as const satisfies Readonly<Record<string, TableColumns>>;

export type TableName = keyof typeof tables;

type ValueOf<K extends ColumnKind> = K extends 'integer' | 'bigint' | 'money' | 'real' | 'sequence'
  ? number
  : string;

type ColumnValue<C extends Column> = C extends { readonly nullable: true }
  ? ValueOf<C['kind']> | null
  : ValueOf<C['kind']>;

/** A column with a database default, or that the database numbers, may be left out of inserts. */
type ColumnType<C extends Column> = C extends
  | { readonly defaultTo: string | number }
  | { readonly kind: 'sequence' }
  ? Generated<ColumnValue<C>>
  : ColumnValue<C>;

/** The Kysely row type of one declared table. */
export type TableRow<T extends TableColumns> = { -readonly [K in keyof T]: ColumnType<T[K]> };

/** The Kysely database type: `Kysely<Database>` knows every table, column and nullability. */
export type Database = { [T in TableName]: TableRow<(typeof tables)[T]> };
