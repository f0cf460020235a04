import { type Kysely, type Migration, SqliteAdapter, sql } from 'kysely';
import { col, createTable, type TableColumns } from './kit/columns-0018';

/**
 * 0018 — a loan's rate, FICO, LTV, DTI and tenure may be missing: a HMDA register reports `NA`,
 * `Exempt` or a code such as credit score 8888 where there is no value, and the import keeps the
 * loan without making a number up (core/tapes/edits). PostgreSQL drops the NOT NULL constraints.
 * SQLite cannot, so it rebuilds `loans` and `loan_attributes` (which references it) under new
 * names, copies the rows, drops the old tables child first — no cascade can fire, nothing refers
 * to the old `loans` by then — renames the new ones (SQLite rewrites the foreign key to the new
 * name) and recreates the indexes of 0001. Released: never edit.
 */
const NULLABLE = ['interest_rate', 'fico', 'ltv', 'dti', 'tenure_months'] as const;

const text = () => col.text({ nullable: true });
/** `loans` as 0001 made it, with NULLABLE nullable (written out: a released migration never follows later code). */
const LOANS: TableColumns = {
  id: col.id(),
  loan_number: col.text(),
  tape_name: col.text(),
  batch_id: col.text(),
  issuing_authority: col.text(),
  lender_id: col.text(),
  owner_id: col.text(),
  status: col.text(),
  amount_cents: col.money(),
  interest_rate: col.real({ nullable: true }),
  fico: col.integer({ nullable: true }),
  ltv: col.real({ nullable: true }),
  cltv: col.real({ nullable: true }),
  dti: col.real({ nullable: true }),
  tenure_months: col.integer({ nullable: true }),
  occupancy: text(),
  property_type: text(),
  purpose: text(),
  program: text(),
  qm_status: text(),
  maturity_date: col.date({ nullable: true }),
  first_payment_date: col.date({ nullable: true }),
  escrow_balance_cents: col.money({ nullable: true }),
  units: col.integer({ nullable: true }),
  appraised_value_cents: col.money({ nullable: true }),
  borrower_id: text(),
  borrower_first_name: text(),
  borrower_last_name: text(),
  borrower_monthly_income_cents: col.money({ nullable: true }),
  borrower_monthly_debt_cents: col.money({ nullable: true }),
  borrower_ethnicity: text(),
  borrower_race: text(),
  borrower_gender: text(),
  quality_flags: col.json(),
  created_at: col.timestamp(),
  updated_at: col.timestamp(),
};

/** The loans indexes of 0001, by name: rebuilt on SQLite with the table. */
const LOAN_INDEXES: readonly (readonly [string, readonly string[], boolean?])[] = [
  ['loans_tape_number_key', ['tape_name', 'loan_number'], true],
  ['loans_tape_idx', ['tape_name', 'id']],
  ['loans_lender_idx', ['lender_id', 'id']],
  ['loans_owner_status_idx', ['owner_id', 'status', 'id']],
  ['loans_status_idx', ['status', 'id']],
  ['loans_batch_idx', ['batch_id']],
  ['loans_fico_idx', ['fico', 'id']],
  ['loans_ltv_idx', ['ltv', 'id']],
  ['loans_dti_idx', ['dti', 'id']],
  ['loans_tenure_idx', ['tenure_months', 'id']],
];

async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    for (const column of NULLABLE) {
      await db.schema
        .alterTable('loans')
        .alterColumn(column, (c) => c.dropNotNull())
        .execute();
    }
    return;
  }
  await createTable(db, 'loans_0018', LOANS).execute();
  await copy(db, 'loans', 'loans_0018', Object.keys(LOANS));
  await createTable(
    db,
    'loan_attributes_0018',
    {
      loan_id: col.text({ references: 'loans_0018.id', onDelete: 'cascade' }),
      position: col.integer(),
      name: col.text(),
      value: col.text(),
    },
    { primaryKey: ['loan_id', 'name'] },
  ).execute();
  await copy(db, 'loan_attributes', 'loan_attributes_0018', ['loan_id', 'position', 'name', 'value']);
  await db.schema.dropTable('loan_attributes').execute();
  await db.schema.dropTable('loans').execute();
  await db.schema.alterTable('loans_0018').renameTo('loans').execute();
  await db.schema.alterTable('loan_attributes_0018').renameTo('loan_attributes').execute();
  for (const [name, columns, unique] of LOAN_INDEXES) {
    let index = db.schema
      .createIndex(name)
      .on('loans')
      .columns([...columns]);
    if (unique) index = index.unique();
    await index.execute();
  }
}

async function copy(db: Kysely<unknown>, from: string, to: string, columns: readonly string[]) {
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(to)} (${list}) select ${list} from ${sql.table(from)}`.execute(db);
}

export const migration0018: Migration = { up };
