// The HTTP routes call `.openapi()` on core schemas, which only schemas built after
// @hono/zod-openapi has loaded have: load the composition root before anything imports core.
import '../compose';
import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../../fixtures/demo/people';
import { testDatabases } from '../db/testing/test-databases';
import { DEMO_STEPS, isSeeded, seedDemo, seedSteps } from './seed-demo';
import type { SeedStep } from './step';
import { tapesStep } from './steps/tapes';
import { rowCounts, testPlatform } from './testing/seeded-platform';

describe.each(testDatabases().map((b) => [b.name, b] as const))(
  'an interrupted seed on %s',
  (_name, backend) => {
    /** The tapes step, failing after it has imported both tapes. */
    const interrupted: SeedStep = {
      ...tapesStep,
      async run(stage, context) {
        await tapesStep.run(stage, context);
        throw new Error('power cut');
      },
    };

    it('leaves nothing of the failed step, and the next seed finishes the demo with every part once', async () => {
      const { platform, dispose } = await testPlatform(backend);
      try {
        const steps = DEMO_STEPS.map((step) => (step === tapesStep ? interrupted : step));
        await expect(seedSteps(platform, steps)).rejects.toThrow('power cut');

        const { db } = platform.connection;
        expect(
          await db
            .selectFrom('users')
            .select('email')
            .where('email', '=', DEMO_PEOPLE.lender.email)
            .execute(),
        ).toHaveLength(1);
        expect(await db.selectFrom('tapes').selectAll().execute()).toEqual([]);
        expect(await db.selectFrom('loans').selectAll().execute()).toEqual([]);
        expect(
          await db.selectFrom('audit_log').selectAll().where('type', '=', 'tape.imported').execute(),
        ).toEqual([]);
        expect(await isSeeded(platform)).toBe(false);

        const resumed = await seedDemo(platform);
        const rest = DEMO_STEPS.slice(DEMO_STEPS.indexOf(tapesStep));
        expect(resumed.stepsRun).toEqual(rest.map((s) => s.name));
        expect(resumed.created.users).toBe(0);
        expect(await isSeeded(platform)).toBe(true);
        // Everything once: what the full demo holds, nothing twice.
        expect(await rowCounts(platform)).toMatchObject({
          users: 8,
          tapes: 2,
          import_batches: 2,
          loans: 120,
          bids: 22,
          bid_awards: 5,
          dd_cases: 2,
          stipulations: 6,
          document_revisions: 61,
          ownership_changes: 1,
        });
      } finally {
        await dispose();
      }
    });
  },
);
