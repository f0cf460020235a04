/**
 * The one dependency rule of the platform (see README "Layout"):
 *   site -> widgets -> core,  cli -> adapters -> core,  adapters/http serves the built site.
 * Nothing imports site or cli; widgets never import adapters; core imports only zod and
 * ts-pattern (its tests and contract suites may also use vitest and fast-check).
 * Inside adapters/ the arrows point one way too. The drivers (adapters/http, and cli outside)
 * call use cases; the composition (adapters/compose.ts and the files beside it, adapters/seed)
 * wires everything; every other folder is a driven adapter behind a port (db, tapes, outbox,
 * payments, files, blob, spreadsheet, crypto, system). So:
 *   - a driven adapter never imports a driver, the seed or the composition;
 *   - the database imports no other adapter (but the system clock and ids of its race workers);
 *   - the HTTP driver runs no SQL: no adapters/db module but unavailable.ts (a lost database is
 *     a 503), no Kysely;
 *   - the CLI runs no SQL and writes no store: it goes through the platform's use cases, ports
 *     and operations (adapters/operations.ts).
 * The drivers' tests and testing/ harnesses may open real databases (the one exception).
 * `npm test` runs this; tools/boundaries.test.ts proves each rule fails when broken.
 */
const testish = '\\.(test|contract)\\.tsx?$';
/** The harnesses tests share (`testing/` folders), which build real databases and platforms. */
const harness = '/testing/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'core/ may import only core/, zod and ts-pattern',
      severity: 'error',
      from: { path: '^core/', pathNot: testish },
      to: { pathNot: ['^core/', '^node_modules/(zod|ts-pattern)/'] },
    },
    {
      name: 'core-tests-stay-pure',
      comment: 'core tests may add vitest and fast-check, nothing with IO',
      severity: 'error',
      from: { path: `^core/.*${testish}` },
      to: {
        pathNot: ['^core/', '^node_modules/(zod|ts-pattern|vitest|@vitest|fast-check)/'],
      },
    },
    {
      name: 'no-node-builtins-in-core',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'nothing-imports-site',
      severity: 'error',
      from: { pathNot: '^(site|stories)/' },
      to: { path: '^site/' },
    },
    {
      name: 'nothing-imports-cli',
      severity: 'error',
      from: { pathNot: '^(cli|bench|tools)/' },
      to: { path: '^cli/' },
    },
    {
      name: 'widgets-talk-http-not-adapters',
      comment: 'the site end-to-end tests and their harness (site/testing/) start the real server',
      severity: 'error',
      from: { path: '^(widgets|site)/', pathNot: '^site/testing/|\\.e2e\\.test\\.tsx?$' },
      to: { path: '^(adapters|cli)/' },
    },
    {
      name: 'adapters-do-not-reach-outward',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(cli|widgets|site|stories|bench)/' },
    },
    {
      name: 'driven-adapters-do-not-know-drivers',
      comment:
        'a driven adapter (db, tapes, outbox, payments, files, blob, spreadsheet, crypto, system) is called through a port: it never imports the HTTP driver, the seed or the composition root (adapters/*.ts)',
      severity: 'error',
      from: { path: '^adapters/[^/]+/', pathNot: '^adapters/(http|seed)/' },
      to: { path: ['^adapters/(http|seed)/', '^adapters/[^/]+\\.ts$'] },
    },
    {
      name: 'the-database-imports-no-other-adapter',
      comment:
        'adapters/db is the bottom of the adapters: the others use it, it uses none of them (its race-test workers may take the system clock and ids)',
      severity: 'error',
      from: { path: '^adapters/db/' },
      to: { path: '^adapters/', pathNot: '^adapters/(db|system)/' },
    },
    {
      name: 'http-runs-no-sql',
      comment:
        'the HTTP driver reaches the database only through ports the composition wires; it may map a lost database to 503 (adapters/db/unavailable.ts). Exception: its tests and testing/ harnesses build real databases',
      severity: 'error',
      from: { path: '^adapters/http/', pathNot: [testish, harness] },
      to: { path: ['^adapters/db/', '^node_modules/kysely/'], pathNot: '^adapters/db/unavailable\\.ts$' },
    },
    {
      name: 'cli-runs-no-sql',
      comment:
        'the CLI acts through use cases, ports and the operations the composition hands it (adapters/operations.ts): it writes no store and runs no SQL. Exception: its tests and testing/ harnesses open real databases',
      severity: 'error',
      from: { path: '^cli/', pathNot: [testish, harness] },
      to: { path: ['^adapters/db/', '^node_modules/kysely/'] },
    },
    {
      name: 'no-circular-between-modules',
      severity: 'error',
      from: { path: '^(core|adapters|cli)/' },
      to: { circular: true, viaOnly: { pathNot: '^(core|adapters|cli)/' } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages are in the graph but not walked into: a rule about packages (core's zod and
    // ts-pattern, the HTTP driver and Kysely) sees every import of one. Excluding node_modules
    // would drop those imports before any rule looked at them.
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
