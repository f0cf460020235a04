import { type Kysely, type Migration, sql } from 'kysely';

/**
 * 0019 — staking (spec §9, core/staking): the stake a lender puts on each loan it opens for
 * trading, and the refinance unstaking requests the loan's owner sends that lender. Partial
 * unique indexes hold the rules two concurrent callers must not break: one live stake per loan,
 * one unanswered request per stake. Column types are written out as literals (money is `bigint`
 * cents, instants ISO text), never taken from the live column helpers, so this migration builds
 * the same tables whatever later code says. Released: never edit.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stakes')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('loan_id', 'text', (c) => c.notNull())
    .addColumn('tape_name', 'text', (c) => c.notNull())
    .addColumn('loan_number', 'text', (c) => c.notNull())
    .addColumn('staker_id', 'text', (c) => c.notNull())
    .addColumn('loan_value_cents', 'bigint', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('staked_at', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text')
    .execute();
  await db.schema
    .createIndex('stakes_live_loan_key')
    .on('stakes')
    .column('loan_id')
    .unique()
    .where(sql.ref('status'), '=', 'staked')
    .execute();
  await db.schema.createIndex('stakes_loan_idx').on('stakes').columns(['loan_id', 'staked_at']).execute();

  await db.schema
    .createTable('unstake_requests')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('stake_id', 'text', (c) => c.notNull())
    .addColumn('loan_id', 'text', (c) => c.notNull())
    .addColumn('tape_name', 'text', (c) => c.notNull())
    .addColumn('loan_number', 'text', (c) => c.notNull())
    .addColumn('requester_id', 'text', (c) => c.notNull())
    .addColumn('lender_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('respond_by', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'text')
    .execute();
  const unanswered = sql<boolean>`answered_at is null`;
  await db.schema
    .createIndex('unstake_requests_open_stake_key')
    .on('unstake_requests')
    .column('stake_id')
    .unique()
    .where(unanswered)
    .execute();
  // The due list (ispz staking due, GET /staking/due): unanswered requests by deadline.
  for (const [name, columns] of [
    ['unstake_requests_due_idx', ['respond_by', 'id']],
    ['unstake_requests_lender_idx', ['lender_id', 'respond_by']],
    ['unstake_requests_requester_idx', ['requester_id', 'respond_by']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('unstake_requests')
      .columns([...columns])
      .where(unanswered)
      .execute();
  }
  await db.schema
    .createIndex('unstake_requests_loan_idx')
    .on('unstake_requests')
    .columns(['loan_id', 'requested_at'])
    .execute();
}

export const migration0019: Migration = { up };
