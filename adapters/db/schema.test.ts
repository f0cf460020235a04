import { type Generated, type Selectable, sql, type TableMetadata } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { headCheck, keyStartCheck, UNCONFIGURED_AUDIT_KEY } from './audit/audit-key';
import { type ColumnKind, introspectedType, type TableColumns } from './columns';
import { declaredIndexes } from './declared-indexes';
import type { DialectName } from './dialect';
import { migrations } from './migrations/index';
import { migrateToLatest } from './migrator';
import { type Database, tables } from './schema';
import { introspectIndexes } from './schema-indexes';
import { testDatabases } from './testing/test-databases';

type Shape = Record<string, Record<string, { type: string; nullable: boolean; hasDefault: boolean }>>;

function expectedShape(dialect: DialectName): Shape {
  return Object.fromEntries(
    Object.entries(tables as Record<string, TableColumns>).map(([table, columns]) => [
      table,
      Object.fromEntries(
        Object.entries(columns).map(([name, c]) => [
          name,
          {
            type: introspectedType(c.kind as ColumnKind, dialect),
            nullable: c.nullable === true,
            hasDefault: c.defaultTo !== undefined,
          },
        ]),
      ),
    ]),
  );
}

function actualShape(metadata: TableMetadata[]): Shape {
  return Object.fromEntries(
    metadata.map((t) => [
      t.name,
      Object.fromEntries(
        t.columns.map((c) => [
          c.name,
          { type: c.dataType.toLowerCase(), nullable: c.isNullable, hasDefault: c.hasDefaultValue },
        ]),
      ),
    ]),
  );
}

describe('the migrations', () => {
  it('are listed in the order their names sort, each numbered', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
  });

  for (const backend of testDatabases()) {
    it(`build, on an empty ${backend.name} database, exactly the schema the code declares`, async () => {
      const { db, dialect } = await backend.open({ empty: true });
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      expect(actualShape(await db.introspection.getTables())).toEqual(expectedShape(dialect));
      expect(await introspectIndexes(db, dialect)).toEqual(declaredIndexes);
      const head = await db.selectFrom('audit_head').selectAll().execute();
      // Keyed from the first entry, the start and the head sealed with the connection's key (here the unconfigured one).
      expect(head).toEqual([
        {
          id: 1,
          seq: 0,
          hash: '0'.repeat(64),
          keyed_from_seq: 1,
          key_check: keyStartCheck(UNCONFIGURED_AUDIT_KEY, 1),
          head_check: headCheck(UNCONFIGURED_AUDIT_KEY, 0, '0'.repeat(64)),
        },
      ]);
    });

    it(`run once even when several migrators start together on ${backend.name}`, async () => {
      const { db } = await backend.open({ empty: true });
      const applied = await Promise.all([migrateToLatest(db), migrateToLatest(db), migrateToLatest(db)]);
      expect(applied.flat()).toEqual(Object.keys(migrations));
      expect(await migrateToLatest(db)).toEqual([]);
    });
  }
});

describe('the index check', () => {
  for (const backend of testDatabases()) {
    it(`notices an index dropped, made non-unique or built on other columns on ${backend.name}`, async () => {
      const { db, dialect } = await backend.open();
      await sql`drop index users_email_key`.execute(db);
      await sql`create index users_email_key on users (email)`.execute(db);
      await sql`drop index loans_tape_idx`.execute(db);
      await sql`drop index loans_status_idx`.execute(db);
      await sql`create index loans_status_idx on loans (status)`.execute(db);
      const actual = await introspectIndexes(db, dialect);
      expect(actual.users_email_key).toEqual({ table: 'users', columns: ['email'], unique: false });
      expect(actual.loans_tape_idx).toBeUndefined();
      expect(actual.loans_status_idx).toEqual({ table: 'loans', columns: ['status'], unique: false });
      expect(actual).not.toEqual(declaredIndexes);
    });

    it(`reports a UNIQUE constraint, named by the database, by its table and columns on ${backend.name}`, async () => {
      const { db, dialect } = await backend.open();
      await sql`create table t_check (a text, b text, unique (a, b))`.execute(db);
      expect((await introspectIndexes(db, dialect))['unique t_check(a, b)']).toEqual({
        table: 't_check',
        columns: ['a', 'b'],
        unique: true,
      });
    });
  }
});

describe('the Database type derived from the declared schema', () => {
  it('maps money to numbers, nullable columns to null and defaults to optional inserts', () => {
    expectTypeOf<Database['loans']['amount_cents']>().toEqualTypeOf<number>();
    expectTypeOf<Database['loans']['cltv']>().toEqualTypeOf<number | null>();
    expectTypeOf<Database['loans']['created_at']>().toEqualTypeOf<string>();
    expectTypeOf<Database['outbox']['attempts']>().toEqualTypeOf<Generated<number>>();
    // The database numbers audit entries: left out of inserts, always there when read.
    expectTypeOf<Database['audit_log']['seq']>().toEqualTypeOf<Generated<number>>();
    expectTypeOf<Selectable<Database['audit_log']>['seq']>().toEqualTypeOf<number>();
  });
});
