import { type Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrator';
import { testDatabases } from '../testing/test-databases';
import { migrations } from './index';

/**
 * 0018 makes a loan's rate, FICO, LTV, DTI and tenure nullable. On SQLite it rebuilds `loans`
 * and `loan_attributes`: the loans and their attributes already there must come through whole,
 * and the attributes must still belong to their loan (deleted with it).
 */
const BEFORE = '0017_user_route_settings';

const LOAN = {
  id: 'loan-1',
  loan_number: 'LN-1',
  tape_name: 'T',
  batch_id: 'b-1',
  issuing_authority: 'Fannie Mae',
  lender_id: 'lender-1',
  owner_id: 'lender-1',
  status: 'listed',
  amount_cents: 25_000_000,
  interest_rate: 6.5,
  fico: 740,
  ltv: 80,
  dti: 36,
  tenure_months: 360,
  quality_flags: '[]',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe.each(testDatabases().map((b) => [b.name, b] as const))('migration 0018 on %s', (_, backend) => {
  it('keeps the loans and their attributes, and lets the five values be null', async () => {
    const { db } = await backend.open({ empty: true });
    const raw = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const upTo = new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } });
    expect((await upTo.migrateTo(BEFORE)).error).toBeUndefined();
    await raw.insertInto('loans').values(LOAN).execute();
    await raw
      .insertInto('loan_attributes')
      .values([
        { loan_id: 'loan-1', position: 0, name: 'Census Tract', value: '36061000100' },
        { loan_id: 'loan-1', position: 1, name: 'Rate Spread', value: 'NA' },
      ])
      .execute();

    expect(await migrateToLatest(db)).toContain('0018_loan_values_not_reported');

    expect(await raw.selectFrom('loans').selectAll().execute()).toEqual([
      expect.objectContaining({ ...LOAN, cltv: null }),
    ]);
    const attributes = () =>
      raw.selectFrom('loan_attributes').select(['name', 'value']).orderBy('position').execute();
    expect(await attributes()).toEqual([
      { name: 'Census Tract', value: '36061000100' },
      { name: 'Rate Spread', value: 'NA' },
    ]);
    await raw
      .insertInto('loans')
      .values({
        ...LOAN,
        id: 'loan-2',
        loan_number: 'LN-2',
        interest_rate: null,
        fico: null,
        ltv: null,
        dti: null,
        tenure_months: null,
      })
      .execute();
    const missing = await raw
      .selectFrom('loans')
      .select(['fico', 'ltv'])
      .where('id', '=', 'loan-2')
      .execute();
    expect(missing).toEqual([{ fico: null, ltv: null }]);
    // Still one loan number per tape, and attributes still go with their loan.
    await expect(
      raw
        .insertInto('loans')
        .values({ ...LOAN, id: 'loan-3' })
        .execute(),
    ).rejects.toThrow();
    await sql`delete from loans where id = 'loan-1'`.execute(db);
    expect(await attributes()).toEqual([]);
    await expect(
      raw
        .insertInto('loan_attributes')
        .values({ loan_id: 'nobody', position: 0, name: 'x', value: 'y' })
        .execute(),
    ).rejects.toThrow();
  });
});
