import { type Kysely, type Migration, sql } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/**
 * 0001 — loans with their tape attributes and pools, the outbox and the hash-chained audit log.
 * Released: never edit; change the schema with a new migration.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'loans', {
    id: col.id(),
    loan_number: col.text(),
    tape_name: col.text(),
    batch_id: col.text(),
    issuing_authority: col.text(),
    lender_id: col.text(),
    owner_id: col.text(),
    status: col.text(),
    amount_cents: col.money(),
    interest_rate: col.real(),
    fico: col.integer(),
    ltv: col.real(),
    cltv: col.real({ nullable: true }),
    dti: col.real(),
    tenure_months: col.integer(),
    occupancy: col.text({ nullable: true }),
    property_type: col.text({ nullable: true }),
    purpose: col.text({ nullable: true }),
    program: col.text({ nullable: true }),
    qm_status: col.text({ nullable: true }),
    maturity_date: col.date({ nullable: true }),
    first_payment_date: col.date({ nullable: true }),
    escrow_balance_cents: col.money({ nullable: true }),
    units: col.integer({ nullable: true }),
    appraised_value_cents: col.money({ nullable: true }),
    borrower_id: col.text({ nullable: true }),
    borrower_first_name: col.text({ nullable: true }),
    borrower_last_name: col.text({ nullable: true }),
    borrower_monthly_income_cents: col.money({ nullable: true }),
    borrower_monthly_debt_cents: col.money({ nullable: true }),
    borrower_ethnicity: col.text({ nullable: true }),
    borrower_race: col.text({ nullable: true }),
    borrower_gender: col.text({ nullable: true }),
    quality_flags: col.json(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  }).execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('loans').columns(columns).execute();
  // A loan number is unique within its tape (tape names are unique on the platform).
  await db.schema
    .createIndex('loans_tape_number_key')
    .on('loans')
    .columns(['tape_name', 'loan_number'])
    .unique()
    .execute();
  await index('loans_tape_idx', ['tape_name', 'id']);
  await index('loans_lender_idx', ['lender_id', 'id']);
  await index('loans_owner_status_idx', ['owner_id', 'status', 'id']);
  await index('loans_status_idx', ['status', 'id']);
  await index('loans_batch_idx', ['batch_id']);
  // Pool filters (spec §3 filter payload): one range per index, `id` for keyset pagination.
  await index('loans_fico_idx', ['fico', 'id']);
  await index('loans_ltv_idx', ['ltv', 'id']);
  await index('loans_dti_idx', ['dti', 'id']);
  await index('loans_tenure_idx', ['tenure_months', 'id']);

  await createTable(
    db,
    'loan_attributes',
    {
      loan_id: col.text({ references: 'loans.id', onDelete: 'cascade' }),
      position: col.integer(),
      name: col.text(),
      value: col.text(),
    },
    { primaryKey: ['loan_id', 'name'] },
  ).execute();
  // No foreign key to loans: like the in-memory pool, an entry may name any loan id.
  await createTable(
    db,
    'pool_entries',
    { user_id: col.text(), loan_id: col.text(), status: col.text(), updated_at: col.timestamp() },
    { primaryKey: ['user_id', 'loan_id'] },
  ).execute();

  await createTable(db, 'outbox', {
    id: col.id(),
    channel: col.text(),
    recipient: col.text(),
    subject: col.text(),
    body: col.text(),
    notification_type: col.text({ nullable: true }),
    data: col.json({ nullable: true }),
    created_at: col.timestamp(),
    delivered_at: col.timestamp({ nullable: true }),
    claimed_until: col.timestamp({ nullable: true }),
    attempts: col.integer({ defaultTo: 0 }),
    last_error: col.text({ nullable: true }),
  }).execute();
  await db.schema
    .createIndex('outbox_recipient_idx')
    .on('outbox')
    .columns(['recipient', 'created_at'])
    .execute();
  await db.schema.createIndex('outbox_created_idx').on('outbox').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('outbox_undelivered_idx')
    .on('outbox')
    .columns(['created_at', 'id'])
    .where(sql.ref('delivered_at'), 'is', null)
    .execute();

  await createTable(db, 'audit_log', {
    seq: col.bigint({ primaryKey: true }),
    type: col.text(),
    actor_id: col.text(),
    subject_id: col.text(),
    at: col.timestamp(),
    data: col.json(),
    prev_hash: col.text(),
    hash: col.text(),
  }).execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_id', 'seq'])
    .execute();
  await createTable(db, 'audit_head', {
    id: col.integer({ primaryKey: true }),
    seq: col.bigint(),
    hash: col.text(),
  }).execute();
  // The chain starts from 64 zeros (the genesis "previous hash").
  await sql`insert into audit_head (id, seq, hash) values (1, 0, ${'0'.repeat(64)})`.execute(db);
}

export const migration0001: Migration = { up };
