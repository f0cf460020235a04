import { type Kysely, type Migration, sql } from 'kysely';
import { col, createTable } from './kit/columns-0018';

/**
 * 0010 — account security. Ecosystems await a platform admin's approval and carry the hash of
 * the client secret their servers sign on with (existing ones start unapproved: nobody vouched
 * for them). Business membership goes through invitations the invitee accepts. Refunds of the
 * test-mode payment provider are recorded. Every account has its wallet from sign-up on, so
 * accounts made before this get theirs here (their id derived from the owner's, so the
 * migration needs no id generator and repeats nothing). Released: never edit.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, kind] of [
    ['approved_at', 'text'],
    ['approved_by', 'text'],
    ['client_secret_hash', 'text'],
  ] as const) {
    await db.schema.alterTable('ecosystems').addColumn(name, kind).execute();
  }

  await createTable(db, 'business_invitations', {
    id: col.id(),
    business_id: col.text({ references: 'businesses.id', onDelete: 'cascade' }),
    email: col.text(),
    role: col.text(),
    invited_by: col.text(),
    status: col.text(),
    created_at: col.timestamp(),
    decided_at: col.timestamp({ nullable: true }),
  }).execute();
  await db.schema
    .createIndex('business_invitations_business_email_idx')
    .on('business_invitations')
    .columns(['business_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('business_invitations_email_idx')
    .on('business_invitations')
    .columns(['email', 'status'])
    .execute();

  await createTable(db, 'test_mode_refunds', {
    payment_id: col.text({ primaryKey: true }),
    refund_id: col.text(),
    created_at: col.timestamp(),
  }).execute();

  await sql`
    insert into wallets (id, owner_user_id, role, created_at)
    select 'wallet-' || u.id, u.id,
           case when u.registered_as = 'business' then 'seller' else 'consumer' end, u.created_at
    from users u
    where not exists (select 1 from wallets w where w.owner_user_id = u.id)
  `.execute(db);
}

export const migration0010: Migration = { up };
