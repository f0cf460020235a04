/**
 * The loan-search benchmark's searches and its baseline. `randomSearches` draws filter
 * combinations of spec §3 (FICO, LTV, DTI and tenure ranges, HMDA gender, ethnicity and race)
 * plus the amount range, the tape and the status, from a seed, each run by one of the three
 * bench viewers. `handWrittenSearch` answers the same search with SQL written by hand on a
 * plain better-sqlite3 connection — the viewer's visibility as its own WHERE clause, prepared
 * once per shape — giving the count, the page's rows and their tape attributes.
 */
import type Database from 'better-sqlite3';
import { LOAN_STATUSES } from '../core/loans/loan';
import type { LoanSearchInput } from '../core/loans/loan-filters';
import { HMDA_ETHNICITIES, HMDA_GENDERS, HMDA_RACES } from '../core/validation/option-lists';
import { prng } from '../fixtures/tapes/prng';
import { BENCH_ACTORS, benchTapeNames } from './loan-search-data';

/** A search as the bench runs it: who asks, and the use case's input. */
export interface BenchSearch {
  readonly viewer: keyof typeof BENCH_ACTORS;
  readonly input: LoanSearchInput & { page: number; limit: number };
}

const VIEWERS = Object.keys(BENCH_ACTORS) as (keyof typeof BENCH_ACTORS)[];
const TENURES: readonly (readonly [number, number])[] = [
  [180, 180],
  [180, 240],
  [240, 360],
  [360, 360],
  [120, 480],
];

/** `count` seeded filter combinations, each filter set with its own probability, page 1 mostly. */
export function randomSearches(count: number, seed = 18): BenchSearch[] {
  const rng = prng(seed);
  const range = (lo: number, hi: number, width: [number, number]) => {
    const from = rng.int(lo, hi);
    return [from, from + rng.int(width[0], width[1])] as [number, number];
  };
  return Array.from({ length: count }, (_, i) => {
    const input: Record<string, unknown> = {};
    if (rng.chance(0.6)) input.ficoRange = range(600, 800, [5, 120]);
    if (rng.chance(0.45)) input.ltvRange = range(30, 95, [2, 40]);
    if (rng.chance(0.45)) input.dtiRange = range(15, 48, [1, 20]);
    if (rng.chance(0.3)) input.tenureRange = rng.pick(TENURES);
    if (rng.chance(0.3)) input.amountRange = range(80_000, 1_200_000, [10_000, 600_000]);
    if (rng.chance(0.3)) input.hmdaGender = rng.pick(HMDA_GENDERS);
    if (rng.chance(0.25)) input.ethnicity = rng.pick(HMDA_ETHNICITIES);
    if (rng.chance(0.25)) input.race = rng.pick(HMDA_RACES);
    if (rng.chance(0.1)) input.tapeName = rng.pick(benchTapeNames());
    if (rng.chance(0.1)) input.status = rng.pick(LOAN_STATUSES);
    const page = rng.chance(0.8) ? 1 : rng.int(2, 10);
    return { viewer: VIEWERS[i % VIEWERS.length]!, input: { ...input, page, limit: 10 } };
  });
}

type Param = string | number;

/**
 * The WHERE clause of `search` by hand, with its parameters. `plain`: the viewer's visibility,
 * then each filter, as anyone would write it. `store`: the store's own shape — filters first,
 * then visibility, and a status kept from driving the plan (`+status`, loan-search-sql.ts).
 */
export function whereOf(
  { viewer, input }: BenchSearch,
  shape: 'plain' | 'store',
): { sql: string; params: Param[] } {
  const terms: string[] = [];
  const params: Param[] = [];
  const between = (column: string, pair: readonly (number | null)[] | undefined, scale = 1) => {
    if (!pair || pair[0] == null || pair[1] == null) return;
    terms.push(`${column} between ? and ?`);
    params.push(pair[0] * scale, pair[1] * scale);
  };
  between('fico', input.ficoRange);
  between('ltv', input.ltvRange);
  between('dti', input.dtiRange);
  between('tenure_months', input.tenureRange);
  between('amount_cents', input.amountRange, 100);
  const equal = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    terms.push(`${column} = ?`);
    params.push(value);
  };
  equal('borrower_gender', input.hmdaGender);
  equal('borrower_ethnicity', input.ethnicity);
  equal('borrower_race', input.race);
  equal('tape_name', input.tapeName);
  const status = shape === 'store' ? '+status' : 'status';
  equal(status, input.status);
  const me = BENCH_ACTORS[viewer].userId;
  const visibility =
    viewer === 'lender'
      ? '(lender_id = ? or owner_id = ?)'
      : viewer === 'investor'
        ? `(lender_id = ? or owner_id = ? or ${status} = 'bidding')`
        : null;
  if (visibility && shape === 'store') {
    terms.push(visibility);
    params.push(me, me);
  } else if (visibility) {
    terms.unshift(visibility);
    params.unshift(me, me);
  }
  return { sql: terms.length > 0 ? `where ${terms.join(' and ')}` : '', params };
}

/** What a hand-written search returns: the count, the page's rows and their attribute rows. */
export interface HandWrittenAnswer {
  readonly total: number;
  readonly rows: readonly { id: string }[];
  readonly attributes: number;
}

/**
 * Hand-written SQL for `search` on `db`: `count(*)`, then the page in one statement
 * (`select * … order by id limit ? offset ?`), then the page's attributes. `idsFirst` writes the
 * store's shape by hand instead: the `store` WHERE clause, no page query past the last match, the
 * page's ids first and then their rows by primary key.
 */
export function handWrittenSearch(db: Database.Database, idsFirst: boolean) {
  const statements = new Map<string, Database.Statement>();
  const prepared = (text: string) => {
    const known = statements.get(text);
    if (known) return known;
    const statement = db.prepare(text);
    statements.set(text, statement);
    return statement;
  };
  return (search: BenchSearch): HandWrittenAnswer => {
    const where = whereOf(search, idsFirst ? 'store' : 'plain');
    const { page, limit } = search.input;
    const count = prepared(`select count(*) as n from loans ${where.sql}`).get(...where.params) as {
      n: number;
    };
    const paging = [...where.params, limit, (page - 1) * limit];
    let rows: { id: string }[];
    if (idsFirst && count.n <= (page - 1) * limit) rows = [];
    else if (idsFirst) {
      const ids = prepared(`select id from loans ${where.sql} order by id limit ? offset ?`)
        .pluck()
        .all(...paging) as string[];
      const marks = ids.map(() => '?').join(', ');
      rows =
        ids.length === 0
          ? []
          : (prepared(`select * from loans where id in (${marks})`).all(...ids) as { id: string }[]);
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    } else {
      rows = prepared(`select * from loans ${where.sql} order by id limit ? offset ?`).all(...paging) as {
        id: string;
      }[];
    }
    const marks = rows.map(() => '?').join(', ');
    const attributes =
      rows.length === 0
        ? []
        : prepared(`select * from loan_attributes where loan_id in (${marks}) order by position`).all(
            ...rows.map((r) => r.id),
          );
    return { total: count.n, rows, attributes: attributes.length };
  };
}
