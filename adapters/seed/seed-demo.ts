/**
 * The seeded demo behind `npm start` and `ispz seed --demo` (DESIGN "fixtures/ and the demo"):
 * the Agrifields tenant, a partner ecosystem, an account for every persona, two 60-loan tapes
 * and everything the loan-trading and account screens show, written through the platform's
 * own use cases so the demo obeys every rule and leaves the audit log and outbox real use
 * would. Each step is one transaction and is skipped when already done: seeding twice changes
 * nothing, and an interrupted seed resumes. Prints nothing; returns a summary.
 */
import { DEMO_PASSWORD } from '../../fixtures/demo/people';
import type { Platform } from '../compose';
import { makeStage } from './stage';
import type { SeedStep } from './step';
import { agreementsStep } from './steps/agreements';
import { closedAuctionStep, openAuctionStep } from './steps/auctions';
import { contextsStep } from './steps/contexts';
import { completedDiligenceStep, openDiligenceStep } from './steps/diligence';
import { loanFilesStep } from './steps/loan-files';
import { peopleStep } from './steps/people';
import { personasStep } from './steps/personas';
import { poolsStep } from './steps/pools';
import { profilesStep } from './steps/profiles';
import { purchasesStep } from './steps/purchases';
import { stakeholderStep } from './steps/stakeholder';
import { tapesStep } from './steps/tapes';
import { addCounts, noCounts, type SeedSummary, summarize } from './summary';
import { inTransaction, lockOutOtherSeeders } from './transaction';

/** What the seed needs of the composed platform. */
export type SeedPlatform = Pick<Platform, 'connection' | 'blobs' | 'ids' | 'clock' | 'auth'>;

export interface SeedOptions {
  /** Where the demo's story ends (default: the platform clock's now). */
  readonly now?: Date;
}

/** The steps, in the order they happened; each may rely on the ones before it. */
export const DEMO_STEPS: readonly SeedStep[] = [
  peopleStep,
  personasStep,
  contextsStep,
  profilesStep,
  agreementsStep,
  tapesStep,
  loanFilesStep,
  closedAuctionStep,
  completedDiligenceStep,
  purchasesStep,
  // Prices sent are the second investor's stake in the platform tape, which due diligence needs.
  stakeholderStep,
  openDiligenceStep,
  openAuctionStep,
  poolsStep,
];

/** The steps from the first one not done yet (steps run in order, so the rest are not done either). */
async function pendingSteps(
  platform: SeedPlatform,
  steps: readonly SeedStep[],
  now: Date,
): Promise<readonly SeedStep[]> {
  return inTransaction(platform.connection, async (handle) => {
    const stage = makeStage(handle, platform.connection.dialect, platform, now);
    for (const [i, step] of steps.entries()) if (!(await step.done(stage))) return steps.slice(i);
    return [];
  });
}

/**
 * Runs `steps` in order, each in its own transaction unless it is already done. `seedDemo` runs
 * them all; a test may run the first few to stand for a seed that was interrupted.
 */
export async function seedSteps(
  platform: SeedPlatform,
  steps: readonly SeedStep[],
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? platform.clock.now();
  const created = noCounts();
  const stepsRun: string[] = [];
  const pending = await pendingSteps(platform, steps, now);
  if (pending.length > 0) {
    // Hashed once, outside every transaction: a slow hash must not hold the write lock.
    const passwordHash = await platform.auth.crypto.passwords.hash(DEMO_PASSWORD);
    for (const step of pending) {
      const counts = await inTransaction(platform.connection, async (handle) => {
        await lockOutOtherSeeders(handle, platform.connection.dialect);
        const stage = makeStage(handle, platform.connection.dialect, platform, now);
        return (await step.done(stage)) ? null : step.run(stage, { passwordHash });
      });
      if (counts === null) continue;
      stepsRun.push(step.name);
      addCounts(created, counts);
    }
  }
  return summarize(stepsRun, created, Math.round(performance.now() - started));
}

/**
 * Seeds the demo; a no-op on a database that has it already.
 *
 * @example
 * const summary = await seedDemo(platform);
 * if (!summary.alreadySeeded) print(summary.created);
 */
export function seedDemo(platform: SeedPlatform, options: SeedOptions = {}): Promise<SeedSummary> {
  return seedSteps(platform, DEMO_STEPS, options);
}

/** True when the database holds the whole demo (what `serve` checks on first start). */
export async function isSeeded(platform: SeedPlatform): Promise<boolean> {
  return (await pendingSteps(platform, DEMO_STEPS, platform.clock.now())).length === 0;
}
