/**
 * The fuzz pass: generated requests to every operation of the OpenAPI document, round robin
 * (uploads, whose bodies a streaming parser reads, four times as often), on
 * SQLite and on PostgreSQL, against the seeded demo — bad JSON, wrong types, huge and unicode
 * strings, NUL bytes, forged, expired and altered tokens, wrong or missing anti-forgery tokens,
 * prototype-polluting keys, malformed multipart (./testing/fuzz-requests.ts). None may answer 5xx;
 * every 4xx is a JSON refusal in the platform's shape with a message; afterwards the platform
 * still serves a fresh session, logged no failure, and `Object.prototype` holds nothing new.
 *
 * The seed is printed; `FUZZ_SEED=<n>` replays a run, `FUZZ_COUNT=<n>` sets the requests per
 * database.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing/test-databases';
import { runPass } from './testing/fuzz-pass';
import { requestPlan } from './testing/fuzz-requests';
import { type FuzzWorld, fuzzWorld } from './testing/fuzz-world';
import { POLLUTION_MARK } from './testing/hostile-values';
import { type OpenApiDoc, operationsOf } from './testing/openapi-requests';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const COUNT = Number(process.env.FUZZ_COUNT ?? 5_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);

const prototypes = () =>
  [Object.prototype, Array.prototype, Function.prototype].map((p) => Object.getOwnPropertyNames(p).sort());

for (const backend of testDatabases()) {
  describe(`${COUNT} generated requests to every operation (${backend.name})`, { timeout: 120_000 }, () => {
    let world: FuzzWorld;
    beforeAll(async () => {
      world = await fuzzWorld(backend);
    }, 120_000);
    afterAll(() => world?.close());

    it('answers none with a 5xx, every 4xx with a JSON refusal, and stays healthy and unpolluted', async () => {
      console.info(`fuzz seed ${SEED} on ${backend.name}: FUZZ_SEED=${SEED} replays it`);
      const before = prototypes();
      const { app } = world.platform;
      const doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDoc;
      const documented = operationsOf(doc);
      expect(documented.length).toBeGreaterThan(150);
      // Uploads stream through a parser of their own: they get four turns in each round.
      const uploads = documented.filter((o) => o.op.requestBody?.content?.['multipart/form-data']);
      expect(uploads.length).toBeGreaterThan(0);
      const operations = [...documented, ...uploads, ...uploads, ...uploads];
      const plans = fc.sample(requestPlan(world.ids.id ?? []), { seed: SEED, numRuns: COUNT });
      const tag = `seed ${SEED} on ${backend.name}`;
      const { wrong, statuses, codes, seconds } = await runPass(world, doc, operations, plans, {
        concurrency: CONCURRENCY,
        tag,
      });
      console.info(
        `${backend.name}: ${COUNT} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      console.info(
        [...codes]
          .sort((a, b) => b[1] - a[1])
          .map(([c, n]) => `${c} ${n}`)
          .join(', '),
      );
      expect(wrong).toEqual([]);
      expect(world.logged).toEqual([]);
      // Success and refusal both happened: the pass reached the use cases, not only the edge.
      expect([...statuses.keys()].filter((s) => s < 300).length).toBeGreaterThan(0);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(COUNT / 20);

      expect(prototypes()).toEqual(before);
      expect(POLLUTION_MARK in {}).toBe(false);
      const fresh = await world.freshSession();
      expect(fresh).not.toBeNull();
      const me = await app.request('/api/users/me', {
        headers: { authorization: `Bearer ${fresh!.tokens.valid}` },
      });
      expect(me.status).toBe(200);
      expect((await app.request('/api/tenants/current')).status).toBe(200);
    });
  });
}
