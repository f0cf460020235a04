import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import type { DueDiligenceCase, DueDiligenceStore } from '../../../core/transfer/due-diligence-store';
import { chunks } from '../chunks';
import { byCodePoint, type DialectName } from '../dialect';
import type { Database } from '../schema';

type CaseRow = Selectable<Database['dd_cases']>;
type Where = (eb: ExpressionBuilder<Database, 'dd_cases'>) => Expression<SqlBool>;

const KEYS_PER_QUERY = 500;

const toCase = (r: CaseRow): DueDiligenceCase => ({
  id: r.id,
  tapeName: r.tape_name,
  investorId: r.investor_id,
  ddFirmId: r.dd_firm_id,
  fileBlobName: r.file_blob_name,
  startedAt: r.started_at,
});

const byStart = (a: DueDiligenceCase, b: DueDiligenceCase) =>
  a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * `DueDiligenceStore` on Kysely. One case per (tape, investor) is the unique index
 * `dd_cases_tape_investor_key`: `insert` is `INSERT … ON CONFLICT (tape_name, investor_id) DO
 * NOTHING` and the inserted-row count is the answer — of two concurrent inserts, the second
 * waits for the first to commit and then inserts nothing. A duplicate `id` hits the primary
 * key instead, which no conflict clause covers, so it throws.
 */
export function kyselyDueDiligenceStore(db: Kysely<Database>, dialect: DialectName): DueDiligenceStore {
  /** Cases matching `where`, oldest first (then id), in code-point order on both databases. */
  const oldestFirst = async (where: Where) =>
    (
      await db
        .selectFrom('dd_cases')
        .selectAll()
        .where(where)
        .orderBy(byCodePoint('started_at', dialect))
        .orderBy(byCodePoint('id', dialect))
        .execute()
    ).map(toCase);

  return {
    async casesForTapes(tapeNames) {
      const batches = chunks([...new Set(tapeNames)], KEYS_PER_QUERY);
      const found: DueDiligenceCase[] = [];
      for (const batch of batches) found.push(...(await oldestFirst((eb) => eb('tape_name', 'in', batch))));
      // Each batch comes back in order; several are merged here.
      return batches.length > 1 ? found.sort(byStart) : found;
    },
    casesForFirm: (ddFirmId) => oldestFirst((eb) => eb('dd_firm_id', '=', ddFirmId)),
    casesForParty: (userId) =>
      oldestFirst((eb) => eb.or([eb('investor_id', '=', userId), eb('dd_firm_id', '=', userId)])),
    async insert(dd) {
      const result = await db
        .insertInto('dd_cases')
        .values({
          id: dd.id,
          tape_name: dd.tapeName,
          investor_id: dd.investorId,
          dd_firm_id: dd.ddFirmId,
          file_blob_name: dd.fileBlobName,
          started_at: dd.startedAt,
        })
        .onConflict((oc) => oc.columns(['tape_name', 'investor_id']).doNothing())
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },
  };
}
