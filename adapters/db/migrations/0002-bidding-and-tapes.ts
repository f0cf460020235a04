import { type Kysely, type Migration, sql } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/**
 * 0002 — bids with their entries, awards and question threads; tapes, import batches and
 * favourite filters. Released: never edit; change the schema with a new migration.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'bids', {
    id: col.id(),
    loan_id: col.text(),
    tape_name: col.text(),
    lender_id: col.text(),
    status: col.text(),
    valid_till: col.timestamp(),
    loan_amount_cents: col.money(),
    opened_by: col.text(),
    opened_at: col.timestamp(),
    closed_at: col.timestamp({ nullable: true }),
    winner_id: col.text({ nullable: true }),
    winning_amount_cents: col.money({ nullable: true }),
  }).execute();
  // At most one open bid per loan; closed bids of a re-offered loan are not limited.
  await db.schema
    .createIndex('bids_open_loan_key')
    .on('bids')
    .column('loan_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  // The open set by expiry: listOpen, countExpiredOpen and the closer's claim.
  await db.schema
    .createIndex('bids_open_valid_till_idx')
    .on('bids')
    .columns(['valid_till', 'id'])
    .where(sql.ref('status'), '=', 'open')
    .execute();

  await createTable(
    db,
    'bid_entries',
    {
      bid_id: col.text({ references: 'bids.id' }),
      bidder_id: col.text(),
      amount_cents: col.money(),
      placed_at: col.timestamp(),
      bought: col.integer({ defaultTo: 0 }),
    },
    // One entry per (bid, bidder): a double submit meets this key.
    { primaryKey: ['bid_id', 'bidder_id'] },
  ).execute();
  await db.schema
    .createIndex('bid_entries_bidder_idx')
    .on('bid_entries')
    .columns(['bidder_id', 'placed_at'])
    .execute();

  // The bid id is the key: one award per bid.
  await createTable(db, 'bid_awards', {
    bid_id: col.text({ primaryKey: true }),
    loan_id: col.text(),
    winner_id: col.text(),
    amount_cents: col.money(),
    closed_at: col.timestamp(),
  }).execute();
  await db.schema
    .createIndex('bid_awards_loan_idx')
    .on('bid_awards')
    .columns(['loan_id', 'closed_at'])
    .execute();
  await db.schema
    .createIndex('bid_awards_winner_idx')
    .on('bid_awards')
    .columns(['winner_id', 'closed_at'])
    .execute();

  await createTable(db, 'bid_questions', {
    id: col.id(),
    bid_id: col.text(),
    bidder_id: col.text(),
    sender_id: col.text(),
    sender_name: col.text(),
    message: col.text(),
    doc_name: col.text({ nullable: true }),
    blob_name: col.text({ nullable: true }),
    at: col.timestamp(),
  }).execute();
  await db.schema
    .createIndex('bid_questions_thread_idx')
    .on('bid_questions')
    .columns(['bid_id', 'bidder_id', 'at'])
    .execute();

  await createTable(db, 'tapes', {
    name: col.text({ primaryKey: true }),
    lender_id: col.text(),
    issuing_authority: col.text(),
    loan_count: col.integer(),
    created_at: col.timestamp(),
  }).execute();
  await createTable(db, 'import_batches', {
    id: col.id(),
    tape_name: col.text({ references: 'tapes.name' }),
    content_hash: col.text(),
    file_name: col.text(),
    loan_count: col.integer(),
    created_at: col.timestamp(),
    created_by: col.text(),
  }).execute();
  // A re-import of the same file is found by its hash.
  await db.schema
    .createIndex('import_batches_tape_hash_idx')
    .on('import_batches')
    .columns(['tape_name', 'content_hash'])
    .execute();

  await createTable(db, 'favourite_filters', {
    id: col.id(),
    user_id: col.text(),
    name: col.text(),
    filter_values: col.json(),
    created_at: col.timestamp(),
    updated_at: col.timestamp(),
  }).execute();
  // One favourite per (user, name): the upsert of `save` targets this key.
  await db.schema
    .createIndex('favourite_filters_user_name_key')
    .on('favourite_filters')
    .columns(['user_id', 'name'])
    .unique()
    .execute();
}

export const migration0002: Migration = { up };
