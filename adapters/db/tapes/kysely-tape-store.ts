import { type Kysely, type Selectable, sql } from 'kysely';
import type { Tape } from '../../../core/loans/loan';
import type { ImportBatch, TapeStore } from '../../../core/tapes/tape-store';
import { chunks } from '../chunks';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

type TapeRow = Selectable<Database['tapes']>;
type BatchRow = Selectable<Database['import_batches']>;

const KEYS_PER_QUERY = 500;

/** Integer columns refuse fractions on PostgreSQL but not on SQLite; refuse them here for both. */
function whole(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number, got ${value}`);
  return value;
}

const rowToTape = (row: TapeRow): Tape => ({
  name: row.name,
  lenderId: row.lender_id,
  issuingAuthority: row.issuing_authority,
  loanCount: row.loan_count,
  createdAt: row.created_at,
});

const rowToBatch = (row: BatchRow): ImportBatch => ({
  id: row.id,
  tapeName: row.tape_name,
  contentHash: row.content_hash,
  fileName: row.file_name,
  loanCount: row.loan_count,
  createdAt: row.created_at,
  createdBy: row.created_by,
});

/**
 * `TapeStore` on Kysely. The tape name is the primary key, so `create` is an
 * `INSERT … ON CONFLICT DO NOTHING` whose row count answers whether the name was free — two
 * lenders creating the same name at once get one `true`. `addToLoanCount` adds in the UPDATE
 * itself (no read-modify-write). Names are listed in code-point order on both databases.
 */
export function kyselyTapeStore(db: Kysely<Database>, dialect: DialectName): TapeStore {
  const tapes = () => db.selectFrom('tapes').selectAll().orderBy(byCodePoint('name', dialect));
  /** The earliest batch (by created_at, then id) with `contentHash` whose `column` is `value`. */
  const earliestBatch = async (column: 'tape_name' | 'created_by', value: string, contentHash: string) => {
    const row = await db
      .selectFrom('import_batches')
      .selectAll()
      .where(column, '=', value)
      .where('content_hash', '=', contentHash)
      .orderBy('created_at')
      .orderBy(byCodePoint('id', dialect))
      .limit(1)
      .executeTakeFirst();
    return row ? rowToBatch(row) : null;
  };
  return {
    async get(name) {
      const row = await db.selectFrom('tapes').selectAll().where('name', '=', name).executeTakeFirst();
      return row ? rowToTape(row) : null;
    },
    async getMany(names) {
      const rows: TapeRow[] = [];
      for (const batch of chunks([...new Set(names)], KEYS_PER_QUERY)) {
        rows.push(...(await tapes().where('name', 'in', batch).execute()));
      }
      // Batches come back ordered one by one; order the union the same way.
      return rows.map(rowToTape).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    async list() {
      return (await tapes().execute()).map(rowToTape);
    },
    async create(tape) {
      const result = await db
        .insertInto('tapes')
        .values({
          name: tape.name,
          lender_id: tape.lenderId,
          issuing_authority: tape.issuingAuthority,
          loan_count: whole(tape.loanCount, 'loanCount'),
          created_at: tape.createdAt,
        })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
    async addToLoanCount(name, delta) {
      const result = await db
        .updateTable('tapes')
        .set((eb) => ({ loan_count: eb('loan_count', '+', whole(delta, 'delta')) }))
        .where('name', '=', name)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new Error(`no tape ${name}`);
    },
    async recordBatch(batch) {
      await db
        .insertInto('import_batches')
        .values({
          id: batch.id,
          tape_name: batch.tapeName,
          content_hash: batch.contentHash,
          file_name: batch.fileName,
          loan_count: whole(batch.loanCount, 'loanCount'),
          created_at: batch.createdAt,
          created_by: batch.createdBy,
        })
        .execute();
    },
    findBatchByHash: (tapeName, contentHash) => earliestBatch('tape_name', tapeName, contentHash),
    findLenderBatchByHash: (lenderId, contentHash) => earliestBatch('created_by', lenderId, contentHash),
    async lockImportsOf(lenderId) {
      if (dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext('tape-import'), hashtext(${lenderId}))`.execute(db);
    },
  };
}
