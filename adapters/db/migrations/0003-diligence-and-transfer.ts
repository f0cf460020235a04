import type { Kysely, Migration } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/**
 * 0003 — due diligence, stipulation threads, loan documents, ownership history, reprices,
 * servicing, stakeholder rows and purchase approvals. The unique indexes are the uniqueness
 * rules of the ports (one case per investor and tape, one revision per document version, one
 * stakeholder row per investor and loan, one purchase approval per bid).
 * Released: never edit; change the schema with a new migration.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();
  const unique = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).unique().execute();

  await createTable(db, 'dd_cases', {
    id: col.id(),
    tape_name: col.text(),
    investor_id: col.text(),
    dd_firm_id: col.text(),
    file_blob_name: col.text(),
    started_at: col.timestamp(),
  }).execute();
  // Also serves `casesForTapes` (its leading column).
  await unique('dd_cases_tape_investor_key', 'dd_cases', ['tape_name', 'investor_id']);
  await index('dd_cases_investor_idx', 'dd_cases', ['investor_id', 'started_at']);
  await index('dd_cases_firm_idx', 'dd_cases', ['dd_firm_id', 'started_at']);

  await createTable(db, 'stipulations', {
    id: col.id(),
    loan_id: col.text(),
    tape_name: col.text(),
    stage: col.text(),
    doc_info: col.text(),
    party_a_user_id: col.text(),
    party_a_persona: col.text({ nullable: true }),
    party_a_name: col.text(),
    party_a_agree: col.integer(),
    party_b_user_id: col.text(),
    party_b_persona: col.text({ nullable: true }),
    party_b_name: col.text(),
    party_b_agree: col.integer(),
    message_count: col.integer(),
    closed: col.integer(),
    closed_by: col.text({ nullable: true }),
    closed_at: col.timestamp({ nullable: true }),
    final_docs: col.json(),
    created_at: col.timestamp(),
  }).execute();
  await index('stipulations_loan_idx', 'stipulations', ['loan_id', 'created_at']);
  await index('stipulations_tape_idx', 'stipulations', ['tape_name', 'created_at']);
  await createTable(
    db,
    'stipulation_messages',
    {
      stipulation_id: col.text({ references: 'stipulations.id', onDelete: 'cascade' }),
      seq: col.integer(),
      message_id: col.text(),
      sender: col.text(),
      sender_name: col.text(),
      sender_hex_id: col.text(),
      doc_name: col.text(),
      message: col.text(),
      blob_name: col.text({ nullable: true }),
      sent_at: col.timestamp(),
    },
    { primaryKey: ['stipulation_id', 'seq'] },
  ).execute();

  await createTable(
    db,
    'loan_documents',
    { loan_id: col.text(), document_name: col.text(), stage: col.text() },
    { primaryKey: ['loan_id', 'document_name'] },
  ).execute();
  await createTable(
    db,
    'document_revisions',
    {
      loan_id: col.text(),
      document_name: col.text(),
      version: col.integer(),
      document_info: col.text(),
      uploaded_by: col.text(),
      updated_at: col.timestamp(),
      blob_name: col.text(),
      file_name_given: col.text(),
    },
    { primaryKey: ['loan_id', 'document_name', 'version'] },
  )
    .addForeignKeyConstraint(
      'document_revisions_document_fkey',
      ['loan_id', 'document_name'],
      'loan_documents',
      ['loan_id', 'document_name'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();

  await createTable(db, 'ownership_changes', {
    id: col.id(),
    loan_id: col.text(),
    tape_name: col.text(),
    from_owner_id: col.text(),
    to_owner_id: col.text(),
    price_cents: col.money({ nullable: true }),
    settlement_date: col.date(),
    kind: col.text(),
    actor_id: col.text(),
    transferred_at: col.timestamp(),
  }).execute();
  await index('ownership_changes_loan_idx', 'ownership_changes', ['loan_id', 'transferred_at']);
  await createTable(db, 'reprices', {
    id: col.id(),
    loan_id: col.text(),
    investor_id: col.text(),
    reason: col.text(),
    previous_price_cents: col.money(),
    new_price_cents: col.money(),
    at: col.timestamp(),
  }).execute();
  await index('reprices_loan_idx', 'reprices', ['loan_id', 'at']);
  await createTable(db, 'servicing_assignments', {
    loan_id: col.text({ primaryKey: true }),
    servicer_id: col.text(),
    servicing_price_cents: col.money(),
    assigned_by: col.text(),
    assigned_at: col.timestamp(),
  }).execute();

  await approvalTables(db, index, unique);
}

type MakeIndex = (name: string, table: string, columns: string[]) => Promise<void>;

async function approvalTables(db: Kysely<unknown>, index: MakeIndex, unique: MakeIndex): Promise<void> {
  await createTable(db, 'stakeholder_rows', {
    id: col.id(),
    loan_id: col.text(),
    tape_name: col.text(),
    investor_id: col.text(),
    lender_id: col.text(),
    bid_price_cents: col.money(),
    status: col.text(),
    retain: col.integer(),
    is_accepted: col.text(),
    valid_till: col.timestamp(),
    mapping_name: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
    version: col.integer(),
  }).execute();
  // Also serves `stakeholderRowsForLoans` (its leading column).
  await unique('stakeholder_rows_loan_investor_key', 'stakeholder_rows', ['loan_id', 'investor_id']);
  await index('stakeholder_rows_tape_investor_idx', 'stakeholder_rows', ['tape_name', 'investor_id']);
  await index('stakeholder_rows_tape_lender_idx', 'stakeholder_rows', ['tape_name', 'lender_id']);

  await createTable(db, 'purchase_approvals', {
    id: col.id(),
    bid_id: col.text(),
    loan_id: col.text(),
    tape_name: col.text(),
    loan_amount_cents: col.money(),
    creator_bid_cents: col.money(),
    is_approved: col.text(),
    status: col.text(),
    approver_id: col.text(),
    owner_id: col.text(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
    version: col.integer(),
  }).execute();
  await unique('purchase_approvals_bid_key', 'purchase_approvals', ['bid_id']);
  await index('purchase_approvals_loan_idx', 'purchase_approvals', ['loan_id']);
  await index('purchase_approvals_approver_idx', 'purchase_approvals', ['approver_id']);
  await index('purchase_approvals_owner_idx', 'purchase_approvals', ['owner_id']);
}

export const migration0003: Migration = { up };
