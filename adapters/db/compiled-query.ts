/**
 * Why: Kysely builds a query's tree and compiles it to SQL on every call — for a one-row read
 * on the path of every request, 5 to 10 µs of building and freezing nodes, and garbage, for a
 * text that never changes (the values travel as parameters). A query here is written with the
 * query builder as usual, built and compiled once per dialect with a marker in the place of each
 * value, and each call runs that text with its own values — on SQLite through the prepared
 * statement the connection keeps for the text (`sqlite-statement-cache.ts`).
 *
 * Only values that the builder turns into parameters may be arguments (a comparison, a value
 * cast or inserted); a value that changes the text — a list for `in`, a null for `is`, a column
 * name — cannot, and a marker that does not come back as a parameter of its own fails at once.
 */
import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { dialectOf } from './bulk-rows';
import type { DialectName } from './dialect';
import type { Database } from './schema';

/** The compiled text, and for each parameter the argument it takes (null: the constant beside it). */
interface Compiled {
  readonly sql: string;
  readonly argOf: readonly (string | null)[];
  readonly constants: readonly unknown[];
}

let markers = 0;

/**
 * A query compiled once per dialect: `build` is called with a marker for each argument, and
 * the function it answers runs the compiled text on a handle (a transaction's runs it there).
 *
 * @example
 * const sessionById = compiledQuery((db, p: { id: string }) => db.selectFrom('sessions').selectAll().where('id', '=', p.id));
 * const [row] = (await sessionById(tx, { id })).rows;
 */
export function compiledQuery<A extends object, R>(
  build: (db: Kysely<Database>, args: A) => Compilable<R>,
): (db: Kysely<Database>, args: A) => Promise<QueryResult<R>> {
  const byDialect = new Map<DialectName, Compiled>();
  return (db, args) => {
    const dialect = dialectOf(db);
    let compiled = byDialect.get(dialect);
    if (compiled === undefined) {
      try {
        compiled = compile(db, build);
      } catch (error) {
        return Promise.reject(error);
      }
      byDialect.set(dialect, compiled);
    }
    const { argOf, constants } = compiled;
    const parameters = new Array<unknown>(argOf.length);
    for (let i = 0; i < argOf.length; i++) {
      const name = argOf[i];
      parameters[i] = name == null ? constants[i] : (args as Record<string, unknown>)[name];
    }
    return db.executeQuery<R>(CompiledQuery.raw(compiled.sql, parameters));
  };
}

function compile<A, R>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, args: A) => Compilable<R>,
): Compiled {
  const prefix = `\u0001compiled-query-marker-${++markers}:`;
  const names = new Map<string, string>();
  const args = new Proxy(
    {},
    {
      get(_, name) {
        const marker = `${prefix}${String(name)}\u0001`;
        names.set(marker, String(name));
        return marker;
      },
    },
  ) as A;
  const { sql, parameters } = build(db, args).compile();
  if (sql.includes(prefix)) throw new Error(`an argument of a compiled query became SQL text: ${sql}`);
  const argOf = parameters.map((value) => (typeof value === 'string' ? (names.get(value) ?? null) : null));
  for (const [, name] of names) {
    if (!argOf.includes(name))
      throw new Error(`the argument ${name} of a compiled query is not one of its parameters: ${sql}`);
  }
  return { sql, argOf, constants: parameters.map((value, i) => (argOf[i] === null ? value : undefined)) };
}
